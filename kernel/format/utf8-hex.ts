// A text's UTF-8 bytes as 0x-hex: what personal_sign expects. Not viem's stringToHex: the chain
// adapters load with the kernel, and viem is kept out of that part of the page.

export function utf8ToHex(text: string): `0x${string}` {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex as `0x${string}`
}

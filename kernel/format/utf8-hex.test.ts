import { stringToHex } from 'viem'
import { expect, it } from 'vitest'
import { utf8ToHex } from './utf8-hex.ts'

it("is viem's stringToHex: UTF-8 bytes as 0x-hex", () => {
  for (const text of ['', 'hello', 'héllo ✓', '日本語', '🦊 sign in']) expect(utf8ToHex(text)).toBe(stringToHex(text))
})

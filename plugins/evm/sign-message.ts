// personal_sign of a UTF-8 text message.
import type { Eip1193Provider } from './eip1193.ts'
import { utf8ToHex } from './hex.ts'

/**
 * Signs `message` as text: it is always sent hex-encoded, so a message that happens to look like
 * hex ("0x1234") is signed as those six characters, never as raw bytes.
 */
export async function signMessage(provider: Eip1193Provider, request: { message: string; address: string }): Promise<string> {
  return (await provider.request({ method: 'personal_sign', params: [utf8ToHex(request.message), request.address] })) as string
}

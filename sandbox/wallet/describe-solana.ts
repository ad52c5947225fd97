import type { SolanaApproveRequest } from '../../testing/solana-wallet/types.ts'
import type { PromptText } from './describe.ts'

/** A Solana message as the user should read it: its UTF-8 text when it is text, else its bytes in hex. */
export function readableSolanaMessage(message: Uint8Array | undefined): string {
  if (!message) return ''
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(message)
    // eslint-disable-next-line no-control-regex
    if (!/[\u0000-\u0008\u000e-\u001f]/.test(text)) return text
  } catch {
    // not UTF-8: shown as bytes
  }
  return `0x${[...message].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** The prompt's text for a request of the wallet's Solana side. */
export function describeSolanaRequest(request: SolanaApproveRequest): PromptText {
  const count = request.transactions?.length ?? 0
  const transactions = count === 1 ? 'this transaction' : `these ${count} transactions`
  switch (request.method) {
    case 'standard:connect':
      return { question: `Connect to ${request.origin ?? 'this site'}?`, details: `Share Solana account ${request.address}` }
    case 'solana:signMessage':
      return { question: 'Sign this message?', details: readableSolanaMessage(request.message) }
    case 'solana:signTransaction':
      return { question: `Sign ${transactions}?`, details: `Network: ${request.chain.name}\nSigner: ${request.address}` }
    case 'solana:signAndSendTransaction':
      return { question: `Sign and send ${transactions}?`, details: `Network: ${request.chain.name}\nSigner: ${request.address}` }
  }
}

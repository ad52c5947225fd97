import { formatUnits, hexToString, isHex } from 'viem'
import type { ApproveRequest } from '../../testing/wallet/types.ts'

/** What the prompt shows: a one-line question and optional details. */
export type PromptText = { question: string; details?: string }

/** A personal_sign message as the user should read it: UTF-8 when the bytes are text. */
export function readableMessage(message: unknown): string {
  if (typeof message !== 'string') return String(message)
  if (!isHex(message)) return message
  try {
    const text = hexToString(message)
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u0008\u000e-\u001f\ufffd]/.test(text) ? message : text
  } catch {
    return message
  }
}

const first = (params: unknown): Record<string, unknown> =>
  (Array.isArray(params) && typeof params[0] === 'object' && params[0] !== null ? params[0] : {}) as Record<string, unknown>

export function describeRequest(request: ApproveRequest): PromptText {
  const { method, params, chain } = request
  const currency = chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
  switch (method) {
    case 'eth_requestAccounts':
    case 'wallet_requestPermissions':
      return { question: `Connect to ${request.origin ?? 'this site'}?`, details: `Share account ${request.address}` }
    case 'personal_sign':
      return { question: 'Sign this message?', details: readableMessage(Array.isArray(params) ? params[0] : undefined) }
    case 'eth_signTypedData_v4': {
      const raw = Array.isArray(params) ? params[1] : undefined
      let data: unknown = raw
      try {
        if (typeof raw === 'string') data = JSON.parse(raw)
      } catch {
        // shown as sent
      }
      return { question: 'Sign this typed data?', details: typeof data === 'string' ? data : JSON.stringify(data, null, 2) }
    }
    case 'eth_sendTransaction': {
      const tx = first(params)
      const value = typeof tx.value === 'string' && isHex(tx.value) ? BigInt(tx.value) : 0n
      const amount = `${formatUnits(value, currency.decimals)} ${currency.symbol}`
      const data = (tx.data ?? tx.input) as string | undefined
      const hasData = typeof data === 'string' && data !== '0x'
      const question = !tx.to
        ? 'Deploy a contract?'
        : hasData && value === 0n
          ? `Call contract ${tx.to}?`
          : `Send ${amount} to ${tx.to}?`
      return { question, details: [`Network: ${chain.name}`, hasData ? `Data: ${data}` : ''].filter(Boolean).join('\n') }
    }
    case 'wallet_switchEthereumChain':
      return { question: `Switch to ${chain.name}?` }
    case 'wallet_addEthereumChain':
      return { question: `Add ${chain.name} and switch to it?`, details: `Chain ID ${chain.id}\nRPC ${chain.rpcUrl}` }
    default:
      return { question: `Allow ${method}?`, details: JSON.stringify(params, null, 2) }
  }
}

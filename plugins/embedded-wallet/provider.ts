// An EIP-1193 provider over the auth-frame bridge, for `useAppKitProvider('eip155')`: account
// methods are answered from the connected address, every other call is an RPC_REQUEST to the frame.
// A refusal rejects with its EIP-1193 numeric code and the code's name (namedProviderError): the
// visitor's Reject on the frame's card is 4001 USER_REJECTED.
import { withCapabilitiesAddress, withNamedErrors, type AuthFrame } from 'portico'

export interface FrameProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

export function createFrameProvider(frame: AuthFrame, address: () => string | undefined): FrameProvider {
  return {
    request: withNamedErrors(async ({ method, params }: { method: string; params?: unknown }) => {
      if (typeof method !== 'string' || !method) throw new TypeError('request: a method name is required')
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') {
        const current = address()
        return current ? [current] : []
      }
      if (params !== undefined && !Array.isArray(params)) throw new TypeError(`request ${method}: params must be an array`)
      // a capabilities request names the account it asks about (the connected one, when the app gave none)
      if (method === 'wallet_getCapabilities') return frame.request('RPC_REQUEST', { method, params: withCapabilitiesAddress(params, address()) })
      return frame.request('RPC_REQUEST', { method, ...(params ? { params } : {}) })
    }),
  }
}

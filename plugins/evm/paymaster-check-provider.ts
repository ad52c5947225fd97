// The injected wallet's provider as the app gets it (useAppKitProvider('eip155')): the wallet's own
// object behind a Proxy that changes its `request`. A refusal with a code of the JSON-RPC, EIP-1193
// or EIP-5792 tables rejects with that numeric code and its name beside it (namedProviderError). A
// wallet_sendCalls naming a non-optional paymasterService (ERC-7677) reaches the wallet only when
// the wallet reports that capability on its chain, and is refused with EIP-5792's 5700 otherwise; a
// wallet_getCapabilities without an address asks about the wallet's account; every other call and
// property is the wallet's own (methods bound to it, so wallets with private fields keep working).
// One proxy per wallet provider, so the app sees a stable object.
import { checkPaymasterCapability, withCapabilitiesAddress, withNamedErrors } from 'portico'
import type { Eip1193Provider } from './eip1193.ts'
import { parseChainId } from './hex.ts'

export function createPaymasterCheckProviders() {
  const proxies = new WeakMap<Eip1193Provider, Eip1193Provider>()
  return function withPaymasterCheck(provider: Eip1193Provider | undefined): Eip1193Provider | undefined {
    if (!provider) return undefined
    let proxy = proxies.get(provider)
    if (!proxy) {
      const request = withNamedErrors(async (args: { method: string; params?: unknown }) => {
        if (args?.method === 'wallet_sendCalls') {
          const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
          const [account] = ((await provider.request({ method: 'eth_accounts' })) ?? []) as string[]
          await checkPaymasterCapability((call) => provider.request(call), args.params, chainId, account)
        }
        if (args?.method === 'wallet_getCapabilities') {
          // a capabilities request names the account it asks about (the wallet's, when the app gave none)
          const given = Array.isArray(args.params) ? args.params[0] : undefined
          const [account] = typeof given === 'string' && given ? [given] : (((await provider.request({ method: 'eth_accounts' })) ?? []) as string[])
          return provider.request({ method: args.method, params: withCapabilitiesAddress(args.params, account) })
        }
        return provider.request(args)
      })
      proxy = new Proxy(provider, {
        get(target, property) {
          if (property === 'request') return request
          const value: unknown = Reflect.get(target, property, target)
          return typeof value === 'function' ? value.bind(target) : value
        },
      })
      proxies.set(provider, proxy)
    }
    return proxy
  }
}

// The Bench Wallet: an injected EIP-6963 wallet that answers at once (no approval prompt), added to
// the page with addInitScript by bench/measure.ts, so "wallet click → address visible" and "reload
// → address visible" time the dApp, not a prompt. It announces itself as "Bench Wallet"
// (rdns org.portico.bench), never sets window.ethereum, grants its one account on
// eth_requestAccounts and remembers the grant in localStorage (so eth_accounts answers it after a
// reload, as an extension does for a site it permitted), and follows wallet_switchEthereumChain.
// Configured by `window.__porticoBenchWalletConfig = { address, chainId }` set before it runs.
// Sets `window.__porticoBenchWalletAnsweredAt` (performance.now()) each time it answers eth_requestAccounts.
// A plain script: tsx's transform would add helpers to a serialized function that the page lacks.
;(() => {
  const config = window.__porticoBenchWalletConfig ?? {}
  const address = config.address ?? '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  let chainId = config.chainId ?? '0x539'
  const grantKey = 'portico-bench-wallet:granted'
  const granted = () => {
    try {
      return localStorage.getItem(grantKey) === '1'
    } catch {
      return false
    }
  }
  const setGranted = (on) => {
    try {
      if (on) localStorage.setItem(grantKey, '1')
      else localStorage.removeItem(grantKey)
    } catch {
      // storage unavailable: the grant lasts for this page only
    }
  }
  const listeners = new Map()
  const emit = (event, value) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(value)
      } catch (error) {
        console.error(error)
      }
    }
  }
  const rpcError = (code, message) => Object.assign(new Error(message), { code })
  const provider = {
    isPorticoBenchWallet: true,
    async request({ method, params } = {}) {
      switch (method) {
        case 'eth_requestAccounts':
          // when the wallet answered the connect request: "wallet answered → address shown" starts here
          window.__porticoBenchWalletAnsweredAt = performance.now()
          if (!granted()) {
            setGranted(true)
            queueMicrotask(() => emit('accountsChanged', [address]))
          }
          return [address]
        case 'eth_accounts':
          return granted() ? [address] : []
        case 'eth_chainId':
          return chainId
        case 'net_version':
          return String(Number.parseInt(chainId, 16))
        case 'wallet_switchEthereumChain': {
          const next = Array.isArray(params) ? params[0]?.chainId : undefined
          if (typeof next !== 'string') throw rpcError(-32602, 'Invalid params')
          if (next.toLowerCase() !== chainId.toLowerCase()) {
            chainId = next
            queueMicrotask(() => emit('chainChanged', chainId))
          }
          return null
        }
        case 'wallet_addEthereumChain':
          return null
        case 'wallet_getPermissions':
          return granted() ? [{ parentCapability: 'eth_accounts' }] : []
        case 'wallet_requestPermissions':
          setGranted(true)
          return [{ parentCapability: 'eth_accounts' }]
        case 'wallet_revokePermissions':
          setGranted(false)
          queueMicrotask(() => emit('accountsChanged', []))
          return null
        default:
          throw rpcError(4200, `The Bench Wallet does not support ${method}`)
      }
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event).add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  const icon =
    'data:image/svg+xml,' +
    encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2b6cb0"/><path d="M9 10h14v12H9z" fill="#fff"/></svg>')
  const info = Object.freeze({ uuid: '6f1d2b0e-6a4c-4c2e-9d0b-7b3c1f0e5a11', name: 'Bench Wallet', icon, rdns: 'org.portico.bench' })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()

  // With `config.solana` ({ address, publicKey: number[32], chains }), also a Wallet Standard Solana
  // side of the same name (so the dApp merges the two into one multichain entry), answering at once:
  // connect grants the account (remembered like the EVM grant), silent connect answers it when granted.
  if (!config.solana) return
  const solanaKey = 'portico-bench-wallet:solana-granted'
  const solanaGranted = () => {
    try {
      return localStorage.getItem(solanaKey) === '1'
    } catch {
      return false
    }
  }
  const account = Object.freeze({
    address: config.solana.address,
    publicKey: new Uint8Array(config.solana.publicKey),
    chains: Object.freeze([...config.solana.chains]),
    features: Object.freeze(['solana:signMessage']),
  })
  const changeListeners = new Set()
  let accounts = []
  const setAccounts = (next) => {
    accounts = next
    for (const listener of [...changeListeners]) listener({ accounts })
  }
  const solanaWallet = {
    version: '1.0.0',
    name: 'Bench Wallet',
    icon,
    chains: Object.freeze([...config.solana.chains]),
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input = {}) {
          if (input.silent && !solanaGranted()) return { accounts }
          try {
            localStorage.setItem(solanaKey, '1')
          } catch {
            // the grant lasts for this page only
          }
          if (!accounts.length) setAccounts([account])
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          try {
            localStorage.removeItem(solanaKey)
          } catch {
            // nothing stored
          }
          setAccounts([])
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event, listener) {
          if (event !== 'change') return () => {}
          changeListeners.add(listener)
          return () => changeListeners.delete(listener)
        },
      },
    },
  }
  // The Wallet Standard's registration handshake, both ways round (the app may be ready first or not).
  const register = ({ register }) => register(solanaWallet)
  try {
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  } catch (error) {
    console.error('Bench Wallet: could not register its Solana side', error)
  }
  window.addEventListener('wallet-standard:app-ready', ({ detail: api }) => register(api))
})()

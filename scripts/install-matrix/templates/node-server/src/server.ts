// A Node backend with no React: it signs in a wallet with portico/server alone. A sign-in message is
// made with a nonce from the store, signed by a local key (viem), verified against the chain at
// RPC_URL (chain id 1337), and a session cookie is set and read back; a replayed nonce is refused.
// Prints "signed in <address>" when all of that holds.
import { createMemoryNonceStore, createSessionCookie, createSiwxMessage, SiwxVerificationError, verifySiwx } from 'portico/server'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

const account = privateKeyToAccount(generatePrivateKey())
const nonces = createMemoryNonceStore({ ttlMs: 60_000 })
const nonce = await nonces.issue()
const message = createSiwxMessage({ domain: 'app.example', uri: 'https://app.example/login', version: '1', chainId: 'eip155:1337', accountAddress: account.address, nonce }).toString()
const signature = await account.signMessage({ message })

const expected = { domain: 'app.example', nonce: nonces }
const rpc = { 'eip155:1337': process.env.RPC_URL ?? 'http://127.0.0.1:8545' }
const { address } = await verifySiwx({ message, signature, expected, rpc })
const cookie = createSessionCookie<{ address: string }>({ secret: 'a secret of at least thirty-two characters' })
const session = await cookie.read((await cookie.serialize({ address }, { maxAge: 60 })).split(';')[0]!)
if (session?.address !== account.address) throw new Error(`the session cookie read back ${JSON.stringify(session)}`)

const replay = await verifySiwx({ message, signature, expected, rpc }).then(
  () => 'accepted',
  (error: unknown) => (error instanceof SiwxVerificationError ? error.code : String(error)),
)
if (replay === 'accepted') throw new Error('a replayed nonce was accepted')
console.log(`signed in ${address}; replay refused (${replay})`)

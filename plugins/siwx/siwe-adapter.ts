// AppKit's legacy `siweConfig` (SIWECreateClientConfig) as a SiwxConfig, so both options drive the
// same flow. Its createMessage writes the text (usually canonical EIP-4361); its backend verifies.
import { parseCaipNetworkId, PorticoError, type SiweConfig, type SiwxConfig, type SiwxMessageData } from 'portico'

function evmChainId(chainId: string): number {
  const { namespace, chainId: reference } = parseCaipNetworkId(chainId)
  if (namespace !== 'eip155') throw new PorticoError('UNSUPPORTED', `siweConfig signs in on eip155 networks only, not ${chainId}`)
  return Number(reference)
}

export function siweToSiwx(siwe: SiweConfig): SiwxConfig {
  const config: SiwxConfig = {
    async createMessage(input) {
      const chainId = evmChainId(input.chainId)
      const params = (await siwe.getMessageParams?.()) ?? {}
      const nonce = await siwe.getNonce(input.accountAddress)
      const data: SiwxMessageData = {
        accountAddress: input.accountAddress,
        chainId: input.chainId,
        domain: params.domain ?? globalThis.location?.host ?? 'localhost',
        uri: params.uri ?? globalThis.location?.href ?? 'http://localhost/',
        version: '1',
        nonce,
        statement: params.statement,
        issuedAt: params.iat ?? new Date().toISOString(),
        expirationTime: params.exp,
        notBefore: params.nbf ?? input.notBefore,
        requestId: params.requestId,
        resources: params.resources,
      }
      const text = siwe.createMessage({
        domain: data.domain,
        uri: data.uri,
        chainId,
        // AppKit passes the account as a DID; WalletConnect's formatMessage reads the address from it.
        address: `did:pkh:${input.chainId}:${input.accountAddress}`,
        version: '1',
        nonce,
        type: 'eip4361',
        statement: data.statement,
        iat: data.issuedAt,
        exp: data.expirationTime,
        nbf: data.notBefore,
        requestId: data.requestId,
        resources: data.resources,
      })
      return { ...data, toString: () => text }
    },
    async addSession(session) {
      const valid = await siwe.verifyMessage({ message: session.message, signature: session.signature, cacao: session.cacao })
      if (!valid) throw new PorticoError('SIWX_VERIFY_FAILED', 'Failed to verify message')
      siwe.onSignIn?.({ address: session.data.accountAddress, chainId: evmChainId(session.data.chainId) })
    },
    async revokeSession() {
      await siwe.signOut()
      siwe.onSignOut?.()
    },
    async setSessions(sessions) {
      if (sessions.length === 0) {
        await siwe.signOut()
        siwe.onSignOut?.()
        return
      }
      for (const session of sessions) await config.addSession(session)
    },
    async getSessions(chainId, address) {
      const session = await siwe.getSession()
      if (!session || session.address.toLowerCase() !== address.toLowerCase() || `eip155:${session.chainId}` !== chainId) return []
      // SIWE keeps only the address and chain: the rest of the message is not known here.
      return [{ data: { accountAddress: session.address, chainId, domain: '', uri: '', version: '1', nonce: '' }, message: '', signature: '' }]
    },
    getRequired: () => siwe.required ?? false,
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
  }
  return config
}

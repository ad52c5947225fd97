// The Sandbox Mobile Wallet: @reown/walletkit playing a mobile wallet against the sandbox relay.
// Pair from a pasted `wc:` URI or `?uri=` (deep link), approve/reject proposals, answer
// personal_sign / eth_sendTransaction with anvil account #0 (#1 with `?account=1`), switch between the sandbox chains.
// With the sandbox Solana RPC configured it also approves a proposal's solana chains with the
// sandbox's SOLANA_ACCOUNT_0 and answers solana_signMessage (ed25519, @noble/curves) and
// solana_signTransaction / solana_signAndSendTransaction (@solana/web3.js, loaded on first use).
// One-click sign-in (authenticated sessions, sign-in.ts): a proposal asking for a sign-in shows its
// text and one Approve connects and signs it; a session_authenticate request likewise. With
// `?authenticate=off` the wallet supports neither, as many wallets do not: it approves the session
// alone and the dApp asks for the signature separately.
// WalletConnect link mode: the wallet's metadata names its universal link (the `/mobile/wc` page)
// with linkMode, so a dApp that supports it too may send a request, or its first connection (a
// wc_sessionAuthenticate sign-in request, answered by the session_authenticate listener below), in
// that link instead of the relay; the page opened with `?wc_ev=…&topic=…` shows it, and the answer goes back by
// opening the dApp's universal link with the answer's envelope (`?linkMode=off`: a wallet without it).
// Everything the peer sends is shown as text (textContent), never as HTML.
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64, hex } from '@scure/base'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { createWalletClient, defineChain, hexToString, http, isHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../../testing/accounts.ts'
import { SOLANA_ACCOUNT_0 } from '../../testing/solana-accounts.ts'
import { ANY_CLIENT, registerLinkOpener } from '../../plugins/walletconnect/browser-linking.ts'
import { dispatchEnvelope, readEnvelopeAtStart } from '../../plugins/walletconnect/link-mode-envelope.ts'
import { SANDBOX_APP_LINK_PATH } from './app-link.ts'
import { readMobileConfig } from './config.ts'
import { authenticationEnabled, prepareSignIn, proposalSignInRequest, type PreparedSignIn, type SignInRequest } from './sign-in.ts'

const config = readMobileConfig(window)
/** `?account=1`: the wallet holds anvil account #1 instead of #0 (a second wallet beside the Sandbox Wallet, which holds #0). */
const account = privateKeyToAccount((new URLSearchParams(location.search).get('account') === '1' ? ANVIL_ACCOUNT_1 : ANVIL_ACCOUNT_0).privateKey)
const methods = ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']
const events = ['accountsChanged', 'chainChanged']
const caip = (id: number) => `eip155:${id}`
const solanaMethods = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']
const solanaKey = hex.decode(SOLANA_ACCOUNT_0.seed)
/** The chain each session is on (the first sandbox chain the session has, at first). */
const sessionChain = new Map<string, number>()
const oneClickSignIn = authenticationEnabled(location.search)
const linkMode = new URLSearchParams(location.search).get('linkMode') !== 'off'

/**
 * The metadata this wallet sends its peers. `?peerName=`, `?peerIcon=`, `?peerUrl=` and
 * `?peerDescription=` replace a field (hostile-input tests: markup and javascript: URLs a real peer could send).
 */
function walletMetadata(search: string) {
  const params = new URLSearchParams(search)
  const icon = params.get('peerIcon')
  return {
    name: params.get('peerName') ?? 'Sandbox Mobile Wallet',
    description: params.get('peerDescription') ?? 'Portico sandbox WalletConnect wallet',
    url: params.get('peerUrl') ?? location.origin,
    icons: icon === null ? [] : [icon],
    // the universal link this wallet's app answers at, and whether it takes link-mode envelopes there
    redirect: { universal: `${location.origin}${SANDBOX_APP_LINK_PATH}`, linkMode },
  }
}

/**
 * The app's part in answering by link: the dApp's universal link opens as a phone opens a link from
 * an app (a new browser tab); false when the browser refused (sign-client then fails the answer).
 */
function openDappLink(url: string): boolean {
  if (!/^https?:/i.test(url)) return false
  const opened = window.open(url, '_blank')
  if (!opened) return false
  opened.opener = null
  return true
}

const $ = <T extends HTMLElement>(selector: string) => document.querySelector(selector) as T
const statusLine = $<HTMLParagraphElement>('#status')
const prompts = $<HTMLDivElement>('#prompts')
const sessionsList = $<HTMLUListElement>('#sessions')
const setStatus = (text: string) => (statusLine.textContent = text)

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]) {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}

/** Only http(s) links; anything else is shown as plain text. */
function link(href: string): Node {
  try {
    const url = new URL(href)
    if (url.protocol === 'http:' || url.protocol === 'https:') return el('a', { href: url.href, textContent: href, target: '_blank', rel: 'noopener noreferrer' })
  } catch {}
  return document.createTextNode(href)
}

/** Shows a prompt section with Approve/Reject; resolves with the choice and removes it. */
function ask(title: string, ...body: Node[]): Promise<boolean> {
  return new Promise((resolve) => {
    const heading = el('h2', { textContent: title })
    heading.id = `prompt-${Math.random().toString(36).slice(2)}`
    const section = el('section', {}, heading, ...body)
    section.setAttribute('aria-labelledby', heading.id)
    const answer = (value: boolean) => {
      section.remove()
      resolve(value)
    }
    section.append(el('button', { type: 'button', textContent: 'Approve', onclick: () => answer(true) }), el('button', { type: 'button', textContent: 'Reject', onclick: () => answer(false) }))
    prompts.append(section)
  })
}

function chainById(id: number) {
  return config.chains.find((chain) => chain.id === id)
}

async function main() {
  const core = new Core({ projectId: config.projectId, relayUrl: config.relayUrl, customStoragePrefix: 'portico-mobile-wallet', telemetryEnabled: false })
  // Offline: no hosted Verify calls.
  ;(core.verify as unknown as { isDevEnv: boolean }).isDevEnv = true
  // WalletKit.init sends the core's INIT event to the hosted pulse even with telemetry off.
  core.eventClient.init = async () => {}
  if (linkMode) registerLinkOpener(globalThis as never, ANY_CLIENT, openDappLink)
  const kit = await WalletKit.init({
    core,
    metadata: walletMetadata(location.search),
  })
  ;(kit.core.verify as unknown as { isDevEnv: boolean }).isDevEnv = true

  /** The sign-in this wallet would give for `request`, or why it gives none (shown in the prompt). */
  const signInFor = (request: SignInRequest): { prepared: PreparedSignIn } | { refused: string } => {
    try {
      return { prepared: prepareSignIn(request, account, config.chains.map((chain) => caip(chain.id))) }
    } catch (error) {
      return { refused: (error as Error).message }
    }
  }
  const signInBody = (signIn: ReturnType<typeof signInFor>): Node[] =>
    'prepared' in signIn
      ? [el('p', { textContent: `Approving also signs you in on ${chainById(Number(signIn.prepared.chain.slice(7)))?.name ?? signIn.prepared.chain}:` }), el('pre', { textContent: signIn.prepared.message })]
      : [el('p', { textContent: `Sign-in not possible: ${signIn.refused}` })]

  const renderSessions = () => {
    sessionsList.replaceChildren(
      ...Object.values(kit.getActiveSessions()).map((session: SessionTypes.Struct) => {
        // Sessions restored from storage start on their first sandbox chain.
        if (!sessionChain.has(session.topic)) {
          const first = config.chains.find((chain) => session.namespaces.eip155?.chains?.includes(caip(chain.id)))
          if (first) sessionChain.set(session.topic, first.id)
        }
        const chainId = sessionChain.get(session.topic)
        const disconnect = el('button', {
          type: 'button',
          textContent: 'Disconnect',
          onclick: async () => {
            await kit.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
            sessionChain.delete(session.topic)
            renderSessions()
          },
        })
        disconnect.setAttribute('aria-label', `Disconnect ${session.peer.metadata.name}`)
        // One 'Disconnect' per session; the accessible name stays 'Disconnect' when there is one.
        if (Object.keys(kit.getActiveSessions()).length === 1) disconnect.removeAttribute('aria-label')
        return el('li', {}, el('strong', { textContent: session.peer.metadata.name }), ' ', link(session.peer.metadata.url), el('div', { textContent: `on ${chainId ? chainById(chainId)?.name ?? caip(chainId) : 'unknown chain'}` }), disconnect)
      }),
    )
  }

  kit.on('session_proposal', async (proposal: WalletKitTypes.SessionProposal) => {
    const { proposer } = proposal.params
    const verified = proposal.verifyContext?.verified
    // One-click sign-in: the proposal asks for a sign-in too (unless this wallet is set not to support it).
    const asked = oneClickSignIn ? proposalSignInRequest(proposal.params) : undefined
    const signIn = asked ? signInFor(asked) : undefined
    const approved = await ask(
      'Session proposal',
      el('p', {}, el('strong', { textContent: proposer.metadata.name }), ' ', link(proposer.metadata.url)),
      el('p', { textContent: proposer.metadata.description }),
      el('div', { textContent: 'Icons: ' }, ...proposer.metadata.icons.flatMap((icon) => [link(icon), ' '])),
      el('p', { textContent: `Verify: ${verified?.validation ?? 'UNKNOWN'}${verified?.isScam ? ' (scam)' : ''}, origin ${verified?.origin ?? '?'}` }),
      ...(signIn ? signInBody(signIn) : []),
    )
    try {
      if (!approved) {
        await kit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
        setStatus('Session rejected')
        return
      }
      // The proposal's solana chains, when this wallet has a Solana cluster to send to.
      const solanaChains = config.solana
        ? [...new Set(Object.values({ ...proposal.params.requiredNamespaces, ...proposal.params.optionalNamespaces }).flatMap((n) => n.chains ?? []))].filter((c) => c.startsWith('solana:'))
        : []
      const namespaces = buildApprovedNamespaces({
        proposal: proposal.params,
        supportedNamespaces: {
          ...(solanaChains.length
            ? { solana: { chains: solanaChains, methods: solanaMethods, events: [], accounts: solanaChains.map((c) => `${c}:${SOLANA_ACCOUNT_0.address}`) } }
            : {}),
          eip155: {
            chains: config.chains.map((chain) => caip(chain.id)),
            methods,
            events,
            accounts: config.chains.map((chain) => `${caip(chain.id)}:${account.address}`),
          },
        },
      })
      const cacao = signIn && 'prepared' in signIn ? await signIn.prepared.sign() : undefined
      const session = await kit.approveSession({ id: proposal.id, namespaces, ...(cacao ? { proposalRequestsResponses: { authentication: [cacao] } } : {}) })
      const first = config.chains.find((chain) => session.namespaces.eip155?.chains?.includes(caip(chain.id))) ?? config.chains[0]
      // The dApp may already have switched chains before approveSession() returned here.
      if (!sessionChain.has(session.topic)) sessionChain.set(session.topic, first.id)
      setStatus(`Connected to ${session.peer.metadata.name}${cacao ? ' and signed in' : ''}`)
    } catch (error) {
      setStatus(`Session failed: ${(error as Error).message}`)
    }
    renderSessions()
  })

  // A dApp on sign-client's authenticate() (wc_sessionAuthenticate): without this listener the
  // wallet gets its fallback proposal instead, as a wallet without authenticated sessions does.
  if (oneClickSignIn)
    kit.on('session_authenticate', async (event: WalletKitTypes.SessionAuthenticate) => {
      const { requester, authPayload } = event.params
      const signIn = signInFor(authPayload)
      if ('refused' in signIn) {
        await kit.rejectSessionAuthenticate({ id: event.id, reason: { ...getSdkError('UNSUPPORTED_CHAINS'), message: signIn.refused } }).catch(() => {})
        setStatus(`Sign-in refused: ${signIn.refused}`)
        return
      }
      const approved = await ask('Sign-in request', el('p', {}, el('strong', { textContent: requester.metadata.name }), ' ', link(requester.metadata.url)), ...signInBody(signIn))
      try {
        if (!approved) {
          await kit.rejectSessionAuthenticate({ id: event.id, reason: getSdkError('USER_REJECTED') })
          setStatus('Sign-in rejected')
          return
        }
        const { session } = await kit.approveSessionAuthenticate({ id: event.id, auths: [await signIn.prepared.sign()] })
        if (session && !sessionChain.has(session.topic)) sessionChain.set(session.topic, Number(signIn.prepared.chain.slice(7)))
        setStatus(`Connected to ${requester.metadata.name} and signed in`)
      } catch (error) {
        setStatus(`Sign-in failed: ${(error as Error).message}`)
      }
      renderSessions()
    })

  kit.on('session_request', async (event: WalletKitTypes.SessionRequest) => {
    const { topic, id } = event
    const { request, chainId } = event.params
    const respond = (result: unknown) => kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    const fail = (code: number, message: string) => kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } })
    if (chainId.startsWith('solana:')) {
      try {
        if (!solanaMethods.includes(request.method)) return await fail(4200, `Unsupported method ${request.method}`)
        const params = request.params as { message?: string; pubkey?: string; transaction?: string }
        if (params.pubkey !== undefined && params.pubkey !== SOLANA_ACCOUNT_0.address) return await fail(4100, `Unknown account ${params.pubkey}`)
        const isMessage = request.method === 'solana_signMessage'
        const title = isMessage ? 'Sign Solana message' : request.method === 'solana_signTransaction' ? 'Sign Solana transaction' : 'Send Solana transaction'
        const details = isMessage ? new TextDecoder().decode(base58.decode(params.message ?? '')) : (params.transaction ?? '')
        const approved = await ask(title, el('p', { textContent: `${request.method} on ${chainId}` }), el('pre', { textContent: details }))
        if (!approved) return await fail(4001, 'User rejected the request.')
        if (isMessage) {
          await respond({ signature: base58.encode(ed25519.sign(base58.decode(params.message ?? ''), solanaKey)) })
        } else {
          const { Connection, Keypair, VersionedTransaction } = await import('@solana/web3.js')
          // VersionedTransaction reads legacy and v0 wire transactions alike.
          const tx = VersionedTransaction.deserialize(base64.decode(params.transaction ?? ''))
          tx.sign([Keypair.fromSeed(solanaKey)])
          const signature = base58.encode(tx.signatures[0]!)
          if (request.method === 'solana_signAndSendTransaction') {
            if (!config.solana) return await fail(-32603, 'No Solana cluster configured')
            await new Connection(config.solana.rpcUrl, 'confirmed').sendRawTransaction(tx.serialize(), { preflightCommitment: 'confirmed' })
            await respond({ signature })
          } else await respond({ signature, transaction: base64.encode(tx.serialize()) })
        }
        setStatus(`Answered ${request.method}`)
      } catch (error) {
        setStatus(`Request failed: ${(error as Error).message}`)
        await fail(-32603, (error as Error).message).catch(() => {})
      }
      return
    }
    const chain = chainById(Number(chainId.split(':')[1])) ?? chainById(sessionChain.get(topic) ?? 0) ?? config.chains[0]
    try {
      if (request.method === 'wallet_switchEthereumChain') {
        const [{ chainId: hexId }] = request.params as [{ chainId: Hex }]
        const target = chainById(Number(hexId))
        if (!target) return await fail(4902, `Unrecognized chain ID ${hexId}`)
        sessionChain.set(topic, target.id)
        await respond(null)
        await kit.emitSessionEvent({ topic, event: { name: 'chainChanged', data: target.id }, chainId: caip(target.id) })
        renderSessions()
        return
      }
      if (request.method !== 'personal_sign' && request.method !== 'eth_sendTransaction') return await fail(4200, `Unsupported method ${request.method}`)
      const details =
        request.method === 'personal_sign'
          ? (() => {
              const [message] = request.params as [Hex | string]
              return isHex(message) ? safeText(message) : message
            })()
          : JSON.stringify(request.params[0], null, 2)
      const approved = await ask(
        request.method === 'personal_sign' ? 'Sign message' : 'Send transaction',
        el('p', { textContent: `${request.method} on ${chain.name}` }),
        el('pre', { textContent: details }),
      )
      if (!approved) return await fail(4001, 'User rejected the request.')
      if (request.method === 'personal_sign') {
        const [message] = request.params as [Hex | string]
        const signature = await account.signMessage({ message: isHex(message) ? { raw: message } : message })
        await respond(signature)
      } else {
        const [tx] = request.params as [{ to?: Hex; value?: Hex; data?: Hex; gas?: Hex }]
        const client = createWalletClient({
          account,
          chain: defineChain({ id: chain.id, name: chain.name, nativeCurrency: chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }),
          transport: http(chain.rpcUrl),
        })
        const hash = await client.sendTransaction({
          to: tx.to,
          value: tx.value ? BigInt(tx.value) : undefined,
          data: tx.data,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
        })
        await respond(hash)
      }
      setStatus(`Answered ${request.method}`)
    } catch (error) {
      setStatus(`Request failed: ${(error as Error).message}`)
      await fail(-32603, (error as Error).message).catch(() => {})
    }
  })

  kit.on('session_delete', () => renderSessions())

  const pair = async (uri: string) => {
    try {
      setStatus('Pairing…')
      await kit.pair({ uri: uri.trim() })
      setStatus('Paired; waiting for the proposal')
    } catch (error) {
      setStatus(`Pairing failed: ${(error as Error).message}`)
    }
  }
  $<HTMLFormElement>('#pair-form').addEventListener('submit', (event) => {
    event.preventDefault()
    void pair($<HTMLInputElement>('#uri').value)
  })

  $<HTMLParagraphElement>('#sign-in-mode').textContent = oneClickSignIn ? 'One-click sign-in: supported' : 'One-click sign-in: off (?authenticate=off)'
  renderSessions()
  setStatus('Ready')
  document.body.dataset.ready = 'true'
  // A request (or sign-in) that came in this page's own link: read once the listeners above are in place.
  if (linkMode)
    readEnvelopeAtStart(window, (envelope) => {
      setStatus('Request received by link')
      void dispatchEnvelope(kit.engine.signClient, envelope).catch((error: unknown) => setStatus(`Link-mode request failed: ${(error as Error).message}`))
    })
  const deepLink = new URLSearchParams(location.search).get('uri')
  if (deepLink) {
    $<HTMLInputElement>('#uri').value = deepLink
    await pair(deepLink)
  }
}

function safeText(hex: Hex): string {
  try {
    return hexToString(hex)
  } catch {
    return hex
  }
}

main().catch((error) => setStatus(`Failed to start: ${(error as Error).message}`))

// Isolation of server renders: the Next example's path (examples/next: the layout reads
// the request's Portico cookies with readStoredCookies, Providers makes one createAppKit per request
// with serverStorage(stored) inside an AppKitProvider, a client component reads useAppKitAccount),
// rendered for many visitors at once with React's streaming server renderer. Each render suspends
// half way and they resume in another order than they started, so they are all in flight together:
// each page must show its own visitor's address and no other's.
import { Suspense, use, useState, type ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { defineNetwork } from '../../kernel/network/network.ts'
import { readStoredCookies, serverStorage } from '../../kernel/storage/server-cookies.ts'
import { evm } from '../../plugins/evm/index.ts'
import { AppKitProvider } from './context.tsx'
import { createAppKit } from './create-app-kit.ts'
import { useAppKitAccount } from '../hooks/use-app-kit-account.ts'

const network = defineNetwork({ id: 1337, name: 'Sandbox Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } })

/** The Cookie header a returning visitor's browser sends after connecting `address` (cookie storage). */
function cookieHeader(address: string): string {
  const stored: Record<string, string> = {
    'portico:connectedNamespaces': 'eip155',
    'portico:connectorIds': JSON.stringify({ eip155: 'injected' }),
    'portico:connections': JSON.stringify({ eip155: [{ connectorId: 'injected', accounts: [`eip155:1337:${address}`] }] }),
    'portico:connectionStatus': 'connected',
    'portico:activeNamespace': 'eip155',
    'portico:activeNetworkId': 'eip155:1337',
    // another site's cookie on the same request
    theme: 'dark',
  }
  return Object.entries(stored)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('; ')
}

/** examples/next/app/providers.tsx: one instance per request, made with that request's cookies. */
function Providers({ stored, children }: { stored: Record<string, string>; children: ReactNode }) {
  const [appKit] = useState(() => createAppKit({ projectId: 'portico-sandbox', networks: [network], plugins: [evm()], storage: serverStorage(stored) }))
  return <AppKitProvider appKit={appKit}>{children}</AppKitProvider>
}

/** examples/next/app/wallet.tsx's reads. */
function Wallet() {
  const { address, status } = useAppKitAccount()
  return (
    <p>
      <output aria-label="Status">{status}</output> <output aria-label="Address">{address ?? 'none'}</output>
    </p>
  )
}

/** Suspends the render until `gate` settles: the request's data arriving, late. */
function Late({ gate, children }: { gate: Promise<void>; children: ReactNode }) {
  use(gate)
  return children
}

async function render(cookie: string, gate: Promise<void>): Promise<string> {
  const stored = readStoredCookies(cookie)
  const stream = await renderToReadableStream(
    <Providers stored={stored}>
      <Wallet />
      <Suspense fallback={<p>loading</p>}>
        <Late gate={gate}>
          <Wallet />
        </Late>
      </Suspense>
    </Providers>,
  )
  await stream.allReady
  return new Response(stream).text()
}

/** A promise and its resolve (Promise.withResolvers is Node 22+; the package supports Node 20). */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

const addressOf = (i: number) => getAddress(`0x${(0xa11ce000 + i).toString(16).padStart(40, '0')}`)
const shown = (html: string) => [...html.matchAll(/0x[0-9a-fA-F]{40}/g)].map((m) => m[0])

describe('server renders of several visitors at once', () => {
  it('two visitors rendered together each see only their own address, before and after a suspension', async () => {
    const gates = [deferred(), deferred()]
    const [alice, bob] = [addressOf(1), addressOf(2)]
    const pages = [render(cookieHeader(alice), gates[0]!.promise), render(cookieHeader(bob), gates[1]!.promise)]
    // both are in flight; the second request's data arrives first
    await new Promise((resolve) => setTimeout(resolve, 20))
    gates[1]!.resolve()
    await new Promise((resolve) => setTimeout(resolve, 20))
    gates[0]!.resolve()
    const [a, b] = await Promise.all(pages)
    expect(shown(a!)).toEqual([alice, alice])
    expect(shown(b!)).toEqual([bob, bob])
    expect(a).toContain('connecting') // a returning visitor: the browser restores the connection after hydration
  })

  it('fifty concurrent renders, resumed in reverse order, never show another visitor', async () => {
    const count = 50
    const gates = Array.from({ length: count }, deferred)
    const pages = gates.map((gate, i) => render(cookieHeader(addressOf(i)), gate.promise))
    await new Promise((resolve) => setTimeout(resolve, 20))
    for (const gate of [...gates].reverse()) {
      gate.resolve()
      await Promise.resolve()
    }
    const html = await Promise.all(pages)
    html.forEach((page, i) => expect(shown(page)).toEqual([addressOf(i), addressOf(i)]))
  })

  it('a visitor without cookies, rendered beside one with, sees no address', async () => {
    const gate = deferred()
    const pages = [render(cookieHeader(addressOf(7)), gate.promise), render('', gate.promise)]
    gate.resolve()
    const [withCookies, without] = await Promise.all(pages)
    expect(shown(withCookies!)).toEqual([addressOf(7), addressOf(7)])
    expect(shown(without!)).toEqual([])
    expect(without).toContain('disconnected')
  })
})

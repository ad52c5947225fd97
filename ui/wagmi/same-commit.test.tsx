// @vitest-environment happy-dom
// The app learns of a connect when the button does: Portico's useAppKitAccount() and wagmi's
// useConnection() (over porticoConnector) render the account in the same React commit as
// <AppKitButton />, for a connect in the modal and for a reload's restore.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { defineChain } from 'viem'
import { createConfig, http, useConnection, WagmiProvider } from 'wagmi'
import { afterEach, expect, it } from 'vitest'
import { TOKENS } from '../../kernel/index.ts'
import { AppKitProvider } from '../app-kit/context.tsx'
import { internalsOf, type AppKit } from '../app-kit/create-app-kit.ts'
import { AppKitButton } from '../button/app-kit-button.tsx'
import { useAppKitAccount } from '../hooks/use-app-kit-account.ts'
import { flush, testAppKit } from '../test-support/app-kit.tsx'
import { ADDRESS, fakeEvm, sandboxWallet } from '../test-support/fake-evm.ts'
import { porticoConnector } from './portico-connector.ts'

const ethereum = defineChain({ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } })

const made: AppKit[] = []
afterEach(() => {
  cleanup()
  while (made.length) made.pop()!.dispose()
})

type Commit = { button: boolean; portico?: string; wagmi?: string }

function Probe({ commits }: { commits: Commit[] }) {
  const portico = useAppKitAccount().address
  const wagmi = useConnection().address
  // after React has written the commit to the DOM: what the button shows in it, beside the hooks
  useLayoutEffect(() => {
    const host = document.querySelector('portico-button')
    commits.push({ button: !!host?.shadowRoot?.textContent?.includes('0xf39F…2266'), portico, wagmi })
  })
  return null
}

function renderApp(storage?: Map<string, string>) {
  const items = storage ?? new Map<string, string>()
  const backend = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) }
  const wallet = fakeEvm()
  const { appKit } = testAppKit({ plugins: [wallet.plugin], storage: backend }, wallet)
  made.push(appKit)
  const config = createConfig({ chains: [ethereum], connectors: [porticoConnector(appKit)], multiInjectedProviderDiscovery: false, transports: { 1: http() }, storage: null })
  const commits: Commit[] = []
  render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={new QueryClient()}>
        <AppKitProvider appKit={appKit}>
          <AppKitButton />
          <Probe commits={commits} />
        </AppKitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
  return { appKit, wallet, commits, items }
}

it('a connect in the modal: the button, useAppKitAccount() and wagmi useConnection() show the account in one commit', async () => {
  const { appKit, wallet, commits } = renderApp()
  const kernel = await act(() => internalsOf(appKit).loadKernel())
  await act(async () => {
    const done = kernel.get(TOKENS.connection).connect(sandboxWallet.id)
    wallet.controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
    await done
    await flush()
  })
  const first = commits.find((c) => c.button || c.portico || c.wagmi)
  expect(first).toEqual({ button: true, portico: ADDRESS, wagmi: ADDRESS })
})

it('a reload: the stored account shows in the button and both hooks from the same first commit', async () => {
  const before = renderApp()
  const kernel = await act(() => internalsOf(before.appKit).loadKernel())
  await act(async () => {
    const done = kernel.get(TOKENS.connection).connect(sandboxWallet.id)
    before.wallet.controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
    await done
    await flush()
  })
  cleanup()
  const after = await act(async () => renderApp(before.items))
  await act(async () => {
    after.wallet.controls.reconnect.resolve({ accounts: [ADDRESS], chainId: 1 })
    await flush()
  })
  // Portico's boot state shows the stored account at once; wagmi (no storage of its own here) has it
  // once Portico's restore is confirmed. From then on all three agree in every commit.
  const agreed = commits(after).findIndex((c) => c.wagmi === ADDRESS)
  expect(agreed).toBeGreaterThanOrEqual(0)
  expect(commits(after).slice(agreed).every((c) => c.button && c.portico === ADDRESS && c.wagmi === ADDRESS)).toBe(true)
  // the button's shadow root fills in after the first commit; from its first commit on, the hook agrees
  expect(commits(after).find((c) => c.button)).toMatchObject({ portico: ADDRESS })
  expect(commits(after).filter((c) => c.portico !== ADDRESS)).toEqual([])
})

const commits = (app: { commits: Commit[] }) => app.commits

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOKENS } from 'portico'
import type { AppKit } from '../../ui/app-kit/create-app-kit.ts'
import { axeViolations } from '../../ui/test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../ui/test-support/app-kit.tsx'
import { ADDRESS, base, ethereum, fakeEvm, sandboxWallet } from '../../ui/test-support/fake-evm.ts'
import { servicesPlugin } from '../../ui/test-support/fake-explorer.ts'
import { history } from './history.ts'
import ActivityView, { title } from './activity-view.tsx'

vi.mock('../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

// Only the view is under test (the data layer's test asks the real sandbox server): the blockchain
// API answers from this fetch in the hosted wire shapes.
const API = 'http://blockchain-api.test'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const withExplorer = { ...ethereum, blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } } }

const daysAgo = (days: number, hour = 12) => {
  const now = new Date()
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days, hour).toISOString()
}

function item(n: number, over: { minedAt?: string; status?: string; direction?: 'in' | 'out'; symbol?: string; numeric?: string; chain?: string } = {}) {
  const direction = over.direction ?? 'out'
  const hash = `0x${n.toString(16).padStart(64, '0')}`
  return {
    id: `${hash}:${over.chain ?? 'eip155:1'}`,
    metadata: {
      operationType: direction === 'out' ? 'send' : 'receive',
      hash,
      minedAt: over.minedAt ?? daysAgo(0),
      sentFrom: direction === 'out' ? ADDRESS.toLowerCase() : OTHER.toLowerCase(),
      sentTo: direction === 'out' ? OTHER.toLowerCase() : ADDRESS.toLowerCase(),
      status: over.status ?? 'confirmed',
      nonce: n,
      application: null,
      chain: over.chain ?? 'eip155:1',
    },
    transfers: [
      {
        fungible_info: { name: over.symbol ?? 'Ether', symbol: over.symbol ?? 'ETH', icon: { url: `https://img.test/${over.symbol ?? 'ETH'}.png` } },
        nft_info: null,
        direction,
        quantity: { numeric: over.numeric ?? '0.01' },
        value: 30,
        price: 3000,
      },
    ],
  }
}

/** The history endpoint: `pages[cursor ?? '']` answers; every request is recorded. */
function historyServer(pages: Record<string, { data: unknown[]; next: string | null } | number>) {
  const requests: URL[] = []
  const plugin = servicesPlugin({
    blockchainFetch: async (input) => {
      const url = new URL(input)
      if (url.origin !== API) return new Response('not found', { status: 404 })
      if (url.pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:1', 'eip155:8453'], ws: [] })
      if (/^\/v1\/account\/[^/]+\/history$/.test(url.pathname)) {
        requests.push(url)
        const key = `${url.searchParams.get('chainId')}|${decodeURIComponent(url.pathname.split('/')[3]!)}|${url.searchParams.get('cursor') ?? ''}`
        const page = pages[key] ?? pages[url.searchParams.get('cursor') ?? '']
        if (page === undefined) return Response.json({ data: [], next: null })
        if (typeof page === 'number') return new Response('Internal server error', { status: page })
        return Response.json(page)
      }
      return new Response('not found', { status: 404 })
    },
  })
  return { plugin, requests, pages }
}

/** A scriptable IntersectionObserver: `intersect()` tells every observer its target came into view. */
class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>()
  targets: Element[] = []
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.live.add(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  unobserve() {}
  disconnect() {
    FakeIntersectionObserver.live.delete(this)
  }
  takeRecords() {
    return []
  }
  static intersect() {
    for (const o of [...this.live]) o.callback(o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), o as never)
  }
}

let appKit: AppKit | undefined
const realObserver = globalThis.IntersectionObserver
beforeEach(() => {
  FakeIntersectionObserver.live.clear()
  globalThis.IntersectionObserver = FakeIntersectionObserver as never
})
afterEach(() => {
  cleanup()
  appKit?.dispose()
  globalThis.IntersectionObserver = realObserver
})

async function setup(server: ReturnType<typeof historyServer>, networks = [withExplorer, base], locale?: string) {
  const wallet = fakeEvm()
  const t = await loadedAppKit({ networks, endpoints: { blockchainApi: API }, plugins: [wallet.plugin, server.plugin, history()], ...(locale ? { locale } : {}) }, wallet)
  appKit = t.appKit
  await act(async () => {
    const done = t.kernel.get(TOKENS.connection).connect(sandboxWallet.id)
    t.controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
    await done
    await flush()
  })
  await act(async () => {
    renderWith(appKit!, <ActivityView />)
    await flush()
  })
  return t
}

const rows = () => screen.queryAllByTestId('activity-row')

describe('Activity view', () => {
  it('is titled Activity, and history() contributes it', () => {
    expect(title).toBe('Activity')
    expect(Object.keys(history().views ?? {})).toEqual(['Activity'])
  })

  it('groups the transactions by day, each with its operation, amounts, status in words, other party and explorer link', async () => {
    const server = historyServer({
      '': {
        data: [
          item(1, { minedAt: daysAgo(0, 10), numeric: '0.01' }),
          item(2, { minedAt: daysAgo(0, 9), direction: 'in', symbol: 'sUSDC', numeric: '5', status: 'pending' }),
          item(3, { minedAt: daysAgo(1), status: 'failed' }),
          item(4, { minedAt: daysAgo(10) }),
        ],
        next: null,
      },
    })
    await setup(server)
    await waitFor(() => expect(rows()).toHaveLength(4))
    const days = screen.getAllByTestId('activity-day').map((d) => d.textContent)
    expect(days.slice(0, 2)).toEqual(['Today', 'Yesterday'])
    expect(days).toHaveLength(3)
    expect(days[2]).toMatch(/\d/)
    // each day is a labelled region holding its rows
    const today = screen.getByRole('region', { name: 'Today' })
    expect(within(today).getAllByTestId('activity-row')).toHaveLength(2)

    const [sent, received, failed] = rows()
    expect(within(sent!).getByTestId('activity-amount').textContent).toBe('\u22120.01 ETH')
    expect(within(sent!).getByTestId('activity-status').textContent).toBe('Confirmed')
    expect(sent!.textContent).toContain('Sent')
    // the other party as the API spells it, truncated
    expect(sent!.textContent).toContain('To 0x3c44…93bc')
    expect(within(received!).getByTestId('activity-amount').textContent).toBe('+5 sUSDC')
    expect(within(received!).getByTestId('activity-status').textContent).toBe('Pending')
    expect(received!.textContent).toContain('Received')
    expect(received!.textContent).toContain('From 0x3c44…93bc')
    expect(received!.querySelector('img')?.getAttribute('src')).toBe('https://img.test/sUSDC.png')
    expect(within(failed!).getByTestId('activity-status').textContent).toBe('Failed')

    const link = within(sent!).getByRole('link')
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/tx/${item(1).metadata.hash}`)
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(server.requests[0]!.pathname).toBe(`/v1/account/${ADDRESS}/history`)
    expect(server.requests[0]!.searchParams.get('chainId')).toBe('eip155:1')
    // the last page: nothing more to load
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('rows are not links when the network names no explorer', async () => {
    await setup(historyServer({ '': { data: [item(1)], next: null } }), [ethereum, base])
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(within(rows()[0]!).queryByRole('link')).toBeNull()
  })

  it('loads the next page with the cursor when the end of the list comes into view', async () => {
    const server = historyServer({
      '': { data: [item(1), item(2)], next: 'page-2' },
      'page-2': { data: [item(3, { minedAt: daysAgo(2) })], next: 'page-3' },
      'page-3': { data: [item(4, { minedAt: daysAgo(3) })], next: null },
    })
    await setup(server)
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(screen.getByTestId('activity-end')).toBeTruthy()
    await act(async () => {
      FakeIntersectionObserver.intersect()
      await flush()
    })
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(server.requests.map((r) => r.searchParams.get('cursor'))).toEqual([null, 'page-2'])
    await act(async () => {
      FakeIntersectionObserver.intersect()
      await flush()
    })
    await waitFor(() => expect(rows()).toHaveLength(4))
    expect(server.requests.map((r) => r.searchParams.get('cursor'))).toEqual([null, 'page-2', 'page-3'])
    // the end: no sentinel, no button, no further request
    expect(screen.queryByTestId('activity-end')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('pages with the Load more button where there is no IntersectionObserver', async () => {
    globalThis.IntersectionObserver = undefined as never
    const server = historyServer({ '': { data: [item(1)], next: 'page-2' }, 'page-2': { data: [item(2)], next: null } })
    await setup(server)
    await waitFor(() => expect(rows()).toHaveLength(1))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
      await flush()
    })
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(server.requests.map((r) => r.searchParams.get('cursor'))).toEqual([null, 'page-2'])
  })

  it('in Spanish: days, operations, statuses, the other party and amounts (written by Intl) from the catalog', async () => {
    const server = historyServer({
      '': { data: [item(1, { minedAt: daysAgo(0, 10), numeric: '0.01' }), item(2, { minedAt: daysAgo(1), direction: 'in', symbol: 'sUSDC', numeric: '1234.5', status: 'pending' })], next: null },
    })
    await setup(server, undefined, 'es')
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(screen.getAllByTestId('activity-day').map((d) => d.textContent)).toEqual(['Hoy', 'Ayer'])
    const [sent, received] = rows()
    expect(within(sent!).getByTestId('activity-amount').textContent).toBe('\u22120,01 ETH')
    expect(within(sent!).getByTestId('activity-status').textContent).toBe('Confirmada')
    expect(sent!.textContent).toContain('Enviado')
    expect(within(sent!).getByTestId('activity-counterpart').textContent).toBe('Para 0x3c44…93bc')
    expect(within(received!).getByTestId('activity-amount').textContent).toBe('+1234,5 sUSDC')
    expect(within(received!).getByTestId('activity-status').textContent).toBe('Pendiente')
    expect(within(received!).getByTestId('activity-counterpart').textContent).toBe('De 0x3c44…93bc')
    expect(await axeViolations(document.body)).toEqual([])
  })

  it("in Arabic: 'Failed to fetch transactions' and Try again from the catalog", async () => {
    await setup(historyServer({ '': 500 }), undefined, 'ar')
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('تعذّر جلب المعاملات'))
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeTruthy()
  })

  it("says 'No activity yet' for an account without transactions", async () => {
    await setup(historyServer({ '': { data: [], next: null } }))
    await waitFor(() => expect(screen.getByTestId('activity-empty').textContent).toBe('No activity yet'))
    expect(rows()).toHaveLength(0)
    expect(await axeViolations(document.body)).toEqual([])
  })

  it("says 'Failed to fetch transactions' with Try again, which asks again", async () => {
    const server = historyServer({ '': 500 })
    await setup(server)
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to fetch transactions'))
    expect(rows()).toHaveLength(0)
    server.pages[''] = { data: [item(1)], next: null }
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
      await flush()
    })
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(server.requests).toHaveLength(2)
  })

  it('keeps the rows it has when a later page fails, and Try again reads that page', async () => {
    const server = historyServer({ '': { data: [item(1)], next: 'page-2' }, 'page-2': 503 })
    await setup(server)
    await waitFor(() => expect(rows()).toHaveLength(1))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
      await flush()
    })
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to fetch transactions'))
    expect(rows()).toHaveLength(1)
    server.pages['page-2'] = { data: [item(2)], next: null }
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
      await flush()
    })
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(server.requests.map((r) => r.searchParams.get('cursor'))).toEqual([null, 'page-2', 'page-2'])
  })

  it('reads the list again when the account or the network changes', async () => {
    const server = historyServer({
      [`eip155:1|${ADDRESS}|`]: { data: [item(1)], next: null },
      [`eip155:1|${OTHER}|`]: { data: [item(2), item(3)], next: null },
      [`eip155:8453|${OTHER}|`]: { data: [item(4, { chain: 'eip155:8453' }), item(5, { chain: 'eip155:8453' }), item(6, { chain: 'eip155:8453' })], next: null },
    })
    const t = await setup(server)
    await waitFor(() => expect(rows()).toHaveLength(1))
    await act(async () => {
      t.controls.events$.next({ type: 'accountsChanged', accounts: [OTHER] })
      await flush()
    })
    await waitFor(() => expect(rows()).toHaveLength(2))
    await act(async () => {
      const switching = t.kernel.get(TOKENS.connection).switchNetwork(base)
      t.controls.switch.resolve()
      await switching
      await flush()
    })
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(server.requests.map((r) => `${r.searchParams.get('chainId')} ${r.pathname.split('/')[3]}`)).toEqual([
      `eip155:1 ${ADDRESS}`,
      `eip155:1 ${OTHER}`,
      `eip155:8453 ${OTHER}`,
    ])
  })
})

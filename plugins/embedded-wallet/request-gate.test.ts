// The request gate in a real kernel (modal, router, toast, method registry, connection service)
// with embeddedWallet() composed over a scripted frame: the safe / unsafe / disallowed paths.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isUserRejection, loadKernel, TOKENS, type Kernel, type Plugin } from 'portico'
import { chainA } from '../../kernel/test-support/networks.ts'
import type { EmbeddedWalletAdapter } from './adapter.ts'
import { embeddedWallet } from './embedded-wallet.ts'
import { NOT_ALLOWED, NOT_ALLOWED_DELAY_MS, NOT_ALLOWED_UI } from './request-gate.ts'
import { scriptedFrame, type Handlers } from './test-support.ts'

const ADDRESS = '0x3333333333333333333333333333333333333333'
// No hosted service is reached: the kernel's API calls go to a closed local port.
const NO_HOSTED = { api: 'http://127.0.0.1:9', blockchainApi: 'http://127.0.0.1:9', pulse: 'http://127.0.0.1:9' }
/** What the evm plugin contributes, in short (plugins never import each other). */
const methods: Plugin = { id: 'test-methods', methods: { safe: ['eth_blockNumber', 'eth_getBalance'], unsafe: ['personal_sign', 'eth_sendTransaction'] } }

const kernels: Kernel[] = []
afterEach(() => {
  kernels.splice(0).forEach((k) => k.dispose())
  vi.restoreAllMocks()
})

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: Error) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

/** A connected embedded wallet; RPC_REQUEST answers come from `rpc` (method → answer). */
async function setup(rpc: Record<string, () => unknown> = {}, options: { manualWCControl?: boolean } = {}) {
  // the native balance read after connect and after an approval: answered here, counted
  const balanceReads = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x0' })))
  const handlers: Handlers = {
    GET_USER: () => ({ email: 'a@example.com', address: ADDRESS, chainId: chainA.id }),
    RPC_REQUEST: (p) => {
      const answer = rpc[(p as { method: string }).method]
      if (!answer) throw new Error(`no answer for ${(p as { method: string }).method}`)
      return answer()
    },
  }
  const script = scriptedFrame(handlers)
  const kernel = await loadKernel({ projectId: 'p', networks: [chainA], storage: 'memory', endpoints: NO_HOSTED, ...options }, [embeddedWallet(), methods], { authFrame: script.frame })
  kernels.push(kernel)
  await kernel.get(TOKENS.connection).connect('AUTH')
  const adapter = kernel.get(TOKENS.adapters).find((a) => a.namespace === 'eip155') as EmbeddedWalletAdapter
  const modal = kernel.get(TOKENS.modal)
  const router = kernel.get(TOKENS.router)
  const where = () => ({ open: modal.get().open, view: router.get().view })
  const rpcCalls = () => script.calls.filter((c) => c.name === 'RPC_REQUEST').map((c) => (c.payload as { method: string }).method)
  await vi.waitFor(() => expect(balanceReads).toHaveBeenCalled())
  balanceReads.mockClear()
  return { kernel, adapter, provider: adapter.getProvider()!, modal, router, where, rpcCalls, balanceReads, ...script }
}

describe('embedded wallet request gate', () => {
  it("the app's provider rejects the visitor's Reject on the frame's card with code 4001 and its name", async () => {
    const answer = deferred<string>()
    const t = await setup({ personal_sign: () => answer.promise })
    const signed = t.provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] }).catch((error: unknown) => error)
    await vi.waitFor(() => expect(t.where().view).toBe('ApproveTransaction'))
    answer.reject(new Error('User rejected the request.'))
    expect(await signed).toMatchObject({ name: 'ProviderRpcError', code: 4001, rpcName: 'USER_REJECTED', message: 'User rejected the request.' })
  })

  it('a safe method goes to the frame silently: no modal, no view', async () => {
    const t = await setup({ eth_blockNumber: () => '0x10' })
    await expect(t.provider.request({ method: 'eth_blockNumber' })).resolves.toBe('0x10')
    expect(t.where()).toEqual({ open: false, view: 'Connect' })
    expect(t.rpcCalls()).toEqual(['eth_blockNumber'])
    // accounts are answered by the provider itself
    await expect(t.provider.request({ method: 'eth_accounts' })).resolves.toEqual([ADDRESS])
  })

  it('an unsafe method opens the modal on ApproveTransaction while it runs; success closes it and the balance is read again', async () => {
    const answer = deferred<string>()
    const t = await setup({ personal_sign: () => answer.promise })
    const signed = t.provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })
    await vi.waitFor(() => expect(t.rpcCalls()).toEqual(['personal_sign']))
    expect(t.where()).toEqual({ open: true, view: 'ApproveTransaction' })
    // The modal does not close while ApproveTransaction shows, unless forced
    expect(t.modal.close()).toBe(false)
    expect(t.where()).toEqual({ open: true, view: 'ApproveTransaction' })
    answer.resolve('0xsig')
    await expect(signed).resolves.toBe('0xsig')
    expect(t.where().open).toBe(false)
    await vi.waitFor(() => expect(t.balanceReads).toHaveBeenCalledTimes(1))
  })

  it('with manualWCControl (another first view on open) the modal still opens on ApproveTransaction', async () => {
    const answer = deferred<string>()
    const t = await setup({ personal_sign: () => answer.promise }, { manualWCControl: true })
    const signed = t.provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })
    await vi.waitFor(() => expect(t.where()).toEqual({ open: true, view: 'ApproveTransaction' }))
    expect(t.router.get().history.map((e) => e.view)).toEqual(['ApproveTransaction'])
    answer.resolve('0xsig')
    await expect(signed).resolves.toBe('0xsig')
    expect(t.where().open).toBe(false)
  })

  it('over an open modal the view is pushed, and the visitor comes back to where they were; a rejection pops it too', async () => {
    const answers = [deferred<string>(), deferred<string>()]
    let n = 0
    const t = await setup({ eth_sendTransaction: () => answers[n++]!.promise })
    t.modal.open()
    expect(t.where()).toEqual({ open: true, view: 'Account' })
    const sent = t.adapter.sendTransaction({ to: ADDRESS, value: 1n, address: ADDRESS, network: chainA })
    await vi.waitFor(() => expect(t.where()).toEqual({ open: true, view: 'ApproveTransaction' }))
    expect(t.router.get().history.map((e) => e.view)).toEqual(['Account', 'ApproveTransaction'])
    answers[0]!.resolve('0xhash')
    await expect(sent).resolves.toBe('0xhash')
    expect(t.where()).toEqual({ open: true, view: 'Account' })
    await vi.waitFor(() => expect(t.balanceReads).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 10))
    t.balanceReads.mockClear()

    const rejected = t.adapter.sendTransaction({ to: ADDRESS, value: 1n, address: ADDRESS, network: chainA })
    await vi.waitFor(() => expect(t.where().view).toBe('ApproveTransaction'))
    answers[1]!.reject(new Error('User rejected the request.'))
    // the visitor's Reject is EIP-1193's 4001, so callers can tell it from a failure
    const refusal = await rejected.catch((error: unknown) => error)
    expect(refusal).toMatchObject({ message: 'User rejected the request.' })
    expect(isUserRejection(refusal)).toBe(true)
    expect(t.where()).toEqual({ open: true, view: 'Account' })
    // no balance read after a rejection
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(t.balanceReads).not.toHaveBeenCalled()
  })

  it('a newer request takes the view over (the frame rejects the older one); its answer moves the modal on, nothing is left on the stack', async () => {
    const cards: ReturnType<typeof deferred<string>>[] = []
    const t = await setup({
      personal_sign: () => {
        // the frame shows one card: a newer request rejects the older (contract of the frame)
        cards.at(-1)?.reject(new Error('Request was superseded'))
        cards.push(deferred<string>())
        return cards.at(-1)!.promise
      },
    })
    t.modal.open()
    const first = t.provider.request({ method: 'personal_sign', params: ['0x01', ADDRESS] })
    await vi.waitFor(() => expect(t.where().view).toBe('ApproveTransaction'))
    const second = t.provider.request({ method: 'personal_sign', params: ['0x02', ADDRESS] })
    await expect(first).rejects.toThrow('Request was superseded')
    expect(t.router.get().history.map((e) => e.view)).toEqual(['Account', 'ApproveTransaction'])
    cards[1]!.resolve('0xsig2')
    await expect(second).resolves.toBe('0xsig2')
    expect(t.where()).toEqual({ open: true, view: 'Account' })
    expect(t.router.currentTransaction()).toBeUndefined()
  })

  it('the adapter signs through the gate too (the Account view, SIWX...)', async () => {
    const t = await setup({ personal_sign: () => '0xsig' })
    await expect(t.adapter.signMessage({ message: 'hi', address: ADDRESS })).resolves.toBe('0xsig')
    expect(t.rpcCalls()).toEqual(['personal_sign'])
    expect(t.where().open).toBe(false)
  })

  it('a forced close, or Back from the view, rejects the requests waiting for approval; reads in flight go on', async () => {
    const read = deferred<string>()
    const t = await setup({ personal_sign: () => new Promise(() => {}), eth_blockNumber: () => read.promise })
    const block = t.provider.request({ method: 'eth_blockNumber' })
    const first = t.provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })
    await vi.waitFor(() => expect(t.where().view).toBe('ApproveTransaction'))
    expect(t.modal.close({ force: true })).toBe(true)
    await expect(first).rejects.toThrow('Request was aborted')
    expect(t.pending()).toEqual([{ name: 'RPC_REQUEST', payload: { method: 'eth_blockNumber' } }])

    t.modal.open()
    const second = t.provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })
    await vi.waitFor(() => expect(t.where().view).toBe('ApproveTransaction'))
    t.router.goBack()
    await expect(second).rejects.toThrow('Request was aborted')
    expect(t.where()).toEqual({ open: true, view: 'Account' })

    read.resolve('0x20')
    await expect(block).resolves.toBe('0x20')
  })

  it("a method on neither list is refused before the frame: logged, waiting requests aborted, the modal opens with 'Action not allowed' after 300 ms", async () => {
    const t = await setup({ personal_sign: () => new Promise(() => {}) })
    const waiting = t.provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })
    await vi.waitFor(() => expect(t.where().view).toBe('ApproveTransaction'))
    t.modal.close({ force: true })
    await expect(waiting).rejects.toThrow('Request was aborted')

    const waitingAgain = t.provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })
    await vi.waitFor(() => expect(t.where().view).toBe('ApproveTransaction'))
    // when the toast opens, measured from just before the refusal: a lower bound holds on a loaded machine
    const toast = t.kernel.get(TOKENS.toast)
    const askedAt = performance.now()
    let toastOpenedAfterMs: number | undefined
    const watch = toast.state$.subscribe((state) => {
      if (state.open && toastOpenedAfterMs === undefined) toastOpenedAfterMs = performance.now() - askedAt
    })
    await expect(t.provider.request({ method: 'eth_sign', params: [ADDRESS, '0x00'] })).rejects.toMatchObject({ message: NOT_ALLOWED, code: 'RPC_NOT_ALLOWED' })
    await expect(waitingAgain).rejects.toThrow('Request was aborted')
    expect(t.rpcCalls()).toEqual(['personal_sign', 'personal_sign'])
    expect(t.kernel.get(TOKENS.logger).entries().some((e) => e.level === 'error' && e.message === NOT_ALLOWED)).toBe(true)
    await vi.waitFor(() => expect(toast.get()).toMatchObject({ open: true, variant: 'error', message: NOT_ALLOWED_UI }), { timeout: NOT_ALLOWED_DELAY_MS + 5000 })
    watch.unsubscribe()
    // the toast waited the delay (a timer may fire up to a millisecond early)
    expect(toastOpenedAfterMs).toBeGreaterThanOrEqual(NOT_ALLOWED_DELAY_MS - 1)
    expect(t.where().open).toBe(true)
  })

  it('refuses a request without a method name', async () => {
    const t = await setup()
    await expect(t.provider.request({ method: '' })).rejects.toThrow('request: a method name is required')
  })
})

import { firstValueFrom, skip } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { createSwapContext } from './swap-context.ts'
import { resolveSwapSettings } from './swap.ts'
import type { SwapPlan } from './swap-types.ts'

const settings = resolveSwapSettings()
const plan = () => ({ amount: '0.1' }) as unknown as SwapPlan

describe('the swap context (one per kernel)', () => {
  it('keeps its settings and one run per plan object, starting at review', async () => {
    const context = createSwapContext(settings)
    expect(context.settings).toBe(settings)
    const a = plan()
    const run = context.runOf(a)
    expect(context.runOf(a)).toBe(run)
    expect(run.get()).toEqual({ status: 'review' })
    const next = firstValueFrom(run.phase$.pipe(skip(1)))
    run.set({ status: 'pending', step: 'swap', twoSteps: false })
    expect(await next).toEqual({ status: 'pending', step: 'swap', twoSteps: false })
    expect(context.runOf(plan()).get()).toEqual({ status: 'review' })
  })

  it('two contexts (two modals) never share a run, even for the same plan object', () => {
    const shared = plan()
    const one = createSwapContext(settings)
    const two = createSwapContext(settings)
    one.runOf(shared).set({ status: 'failed', stage: 'swap', kind: 'declined', message: 'no' })
    expect(two.runOf(shared).get()).toEqual({ status: 'review' })
  })
})

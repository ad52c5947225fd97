import { describe, expect, it } from 'vitest'
import { rankUrls } from './rank-urls.ts'

const order = (rounds: Parameters<typeof rankUrls>[0], count = 2) => rankUrls(rounds, count).map((s) => s.index)

describe('rankUrls', () => {
  it('keeps the configured order while nothing was sampled, and on a tie', () => {
    expect(order([])).toEqual([0, 1])
    expect(order([[{ latencyMs: 10, ok: true }, { latencyMs: 10, ok: true }]])).toEqual([0, 1])
  })

  it('puts a URL that answers below one that does not, whatever their latencies', () => {
    expect(order([[{ latencyMs: 2, ok: false }, { latencyMs: 900, ok: true }]])).toEqual([1, 0])
  })

  it('among answering URLs prefers the faster one (latency weighs 0.3, stability 0.7)', () => {
    const [first, second] = rankUrls([[{ latencyMs: 800, ok: true }, { latencyMs: 100, ok: true }]], 2)
    expect(first).toMatchObject({ index: 1, stability: 1, meanLatencyMs: 100 })
    expect(first!.score).toBeCloseTo(0.7 + 0.3 * (1 - 100 / 800))
    expect(second!.score).toBeCloseTo(0.7)
  })

  it('weighs stability over latency: a fast URL failing half its pings loses to a slow steady one', () => {
    const rounds = [
      [{ latencyMs: 10, ok: true }, { latencyMs: 500, ok: true }],
      [{ latencyMs: 10, ok: false }, { latencyMs: 500, ok: true }],
    ]
    expect(order(rounds)).toEqual([1, 0])
  })
})

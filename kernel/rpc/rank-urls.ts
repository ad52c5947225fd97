// The ranking rule of a chain's RPC URLs (the one viem's fallback transport uses): over the latest
// rounds of pings, a URL scores stability (the share of pings it answered) × 0.7 plus latency
// (1 − its mean latency / the slowest ping seen) × 0.3; a URL that answered none scores 0. Our own
// copy because viem's ranking loop cannot be stopped (a kernel must end its timers on dispose) and
// does not tell its scores (the health a dApp can read).
import { RPC_LATENCY_WEIGHT, RPC_STABILITY_WEIGHT } from './rpc-constants.ts'

/** One URL's answer to one ping. */
export interface PingSample {
  latencyMs: number
  ok: boolean
}

export interface UrlScore {
  /** Index of the URL in the configured order. */
  index: number
  score: number
  meanLatencyMs: number | null
  stability: number | null
}

/**
 * The URLs best first. `rounds` holds one list per ping round, one sample per URL (same order as
 * configured); ties keep the configured order, so with no samples the order is the configured one.
 */
export function rankUrls(rounds: readonly (readonly PingSample[])[], count: number, weights = { stability: RPC_STABILITY_WEIGHT, latency: RPC_LATENCY_WEIGHT }): UrlScore[] {
  const maxLatency = Math.max(0, ...rounds.flatMap((round) => round.map((sample) => sample.latencyMs)))
  const scores: UrlScore[] = []
  for (let index = 0; index < count; index++) {
    const samples = rounds.map((round) => round[index]).filter((sample): sample is PingSample => sample !== undefined)
    if (samples.length === 0) {
      scores.push({ index, score: 0, meanLatencyMs: null, stability: null })
      continue
    }
    const meanLatencyMs = samples.reduce((sum, s) => sum + s.latencyMs, 0) / samples.length
    const stability = samples.filter((s) => s.ok).length / samples.length
    const latencyScore = maxLatency > 0 ? 1 - meanLatencyMs / maxLatency : 1
    const score = stability === 0 ? 0 : weights.latency * latencyScore + weights.stability * stability
    scores.push({ index, score, meanLatencyMs, stability })
  }
  // Array.prototype.sort is stable: equal scores keep the configured order
  return scores.sort((a, b) => b.score - a.score)
}

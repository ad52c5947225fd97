import { describe, expect, it } from 'vitest'
import { createLogger } from '../logger/logger.ts'
import { createHttpClient } from './http.ts'
import { createSupportedChainsGate } from './supported-chains.ts'

/** A gate over a fetch that answers each GET with the next of `answers`. */
function gateAnswering(...answers: unknown[]) {
  let calls = 0
  const fetch = async () => new Response(JSON.stringify(answers[Math.min(calls++, answers.length - 1)]), { status: 200, headers: { 'content-type': 'application/json' } })
  const gate = createSupportedChainsGate(createHttpClient({ baseUrl: 'http://127.0.0.1:1', fetch }), createLogger({ level: 'silent' }))
  return { gate, calls: () => calls }
}

describe('supported chains', () => {
  it('reads the two lists, dropping entries that are not strings; ws may be absent', async () => {
    const { gate } = gateAnswering({ http: ['eip155:1', 7, 'eip155:8453', null], extra: true })
    await expect(gate.get()).resolves.toEqual({ http: ['eip155:1', 'eip155:8453'], ws: [] })
    await expect(gate.support('eip155:8453')).resolves.toBe('supported')
    await expect(gate.support('eip155:31337')).resolves.toBe('unsupported')
  })

  it('an answer without an http list is malformed: the support is unknown and the next call asks again', async () => {
    const { gate, calls } = gateAnswering({ ws: ['eip155:1'] }, [], { http: ['eip155:1'], ws: ['eip155:1'] })
    await expect(gate.support('eip155:1')).resolves.toBe('unknown')
    await expect(gate.get()).resolves.toEqual({ http: [], ws: [] })
    await expect(gate.get()).resolves.toEqual({ http: ['eip155:1'], ws: ['eip155:1'] })
    expect(calls()).toBe(3)
  })
})

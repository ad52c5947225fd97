import { expect, it } from 'vitest'
import { measureRpcFailover } from './rpc-failover.ts'

it('times a first read with the first URL dead and with the node alone, each run a fresh transport', async () => {
  const result = await measureRpcFailover(2)
  expect(result.firstDeadRunsMs).toHaveLength(2)
  expect(result.directRunsMs).toHaveLength(2)
  for (const ms of [...result.firstDeadRunsMs, ...result.directRunsMs]) expect(ms).toBeGreaterThan(0)
  // the read over the dead URL ends well inside one request timeout: the refused connection moves it on
  expect(result.firstDeadMedianMs).toBeLessThan(5_000)
}, 60_000)

// userOperationCallsStatus (EIP-5792 wallet_getCallsStatus of a smart account's batch) over a scripted
// bundler: the answers a real one gives are checked against alto in smart-account-handlers.test.ts.
import { describe, expect, it, vi } from 'vitest'
import { userOperationCallsStatus } from './smart-account-signer.ts'

const chain = { id: 1337, name: 'Sandbox Ethereum' }
const id = `0x${'ab'.repeat(32)}`
const tx = `0x${'cd'.repeat(32)}`
const receipt = (success: boolean) => ({ success, receipt: { status: success ? '0x1' : '0x0', logs: [], blockHash: `0x${'01'.repeat(32)}`, blockNumber: '0x2', gasUsed: '0x3', transactionHash: tx } })

/** A bundler that answers the receipt and alto's status as given (a function: it throws). */
function bundlerWith(answers: { receipt?: unknown; status?: unknown }) {
  return vi.fn(async (method: string) => {
    const answer = method === 'eth_getUserOperationReceipt' ? answers.receipt : answers.status
    if (typeof answer === 'function') return (answer as () => unknown)()
    return answer ?? null
  })
}

describe('userOperationCallsStatus', () => {
  it('answers from the receipt once mined: 200 confirmed, 500 reverted, one atomic receipt', async () => {
    expect(await userOperationCallsStatus(id, chain, bundlerWith({ receipt: receipt(true) }))).toEqual({
      version: '2.0.0',
      id,
      chainId: '0x539',
      atomic: true,
      status: 200,
      receipts: [{ logs: [], status: '0x1', blockHash: `0x${'01'.repeat(32)}`, blockNumber: '0x2', gasUsed: '0x3', transactionHash: tx }],
    })
    expect(await userOperationCallsStatus(id, chain, bundlerWith({ receipt: receipt(false) }))).toMatchObject({ status: 500, atomic: true, receipts: [{ status: '0x0' }] })
  })

  it('before its receipt: 100 while the bundler holds it, 400 once it dropped it (still atomic, no receipts)', async () => {
    for (const status of ['not_submitted', 'submitted', 'included']) {
      expect(await userOperationCallsStatus(id, chain, bundlerWith({ status: { status, transactionHash: null } }))).toEqual({ version: '2.0.0', id, chainId: '0x539', atomic: true, status: 100, receipts: [] })
    }
    for (const status of ['rejected', 'failed']) {
      expect(await userOperationCallsStatus(id, chain, bundlerWith({ status: { status, transactionHash: null } }))).toMatchObject({ status: 400, atomic: true, receipts: [] })
    }
  })

  it('leaves an id the bundler does not know to the EOA handlers: not a hash, unknown, or no status method', async () => {
    const notAHash = bundlerWith({})
    expect(await userOperationCallsStatus('0x1234', chain, notAHash)).toBeUndefined()
    expect(notAHash).not.toHaveBeenCalled()
    expect(await userOperationCallsStatus(id, chain, bundlerWith({}))).toBeUndefined()
    expect(await userOperationCallsStatus(id, chain, bundlerWith({ status: { status: 'not_found', transactionHash: null } }))).toBeUndefined()
    const noStatusMethod = bundlerWith({ status: () => Promise.reject(new Error('Method not found')) })
    expect(await userOperationCallsStatus(id, chain, noStatusMethod)).toBeUndefined()
  })
})

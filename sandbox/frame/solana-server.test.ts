// The frame server's Solana side over its HTTP API, as the frame page calls it: the real API server
// (allowed origins), the real SMTP inbox and the real sandbox Solana cluster (LiteSVM).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailServer, type MailServer } from '../mail/index.ts'
import { startTestApi, type TestApi } from '../server/test-support.ts'
import { startSolanaRpc, type SolanaRpc } from '../solana-rpc/index.ts'
import { startSecureFrame, type SecureFrameServer } from './server.ts'
import { solanaChainId } from './solana-wallet.ts'

let api: TestApi
let mail: MailServer
let cluster: SolanaRpc
let frame: SecureFrameServer
beforeAll(async () => {
  ;[api, mail, cluster] = await Promise.all([startTestApi({ chainIds: [1337] }), startMailServer(), startSolanaRpc()])
  frame = await startSecureFrame({
    apiUrl: api.api.url,
    chains: [{ id: 1337, name: 'Sandbox Ethereum', rpcUrl: api.anvils[0]!.rpcUrl }],
    smtp: mail.smtp,
    secret: 'test-secret',
    solana: { rpcUrl: cluster.url, genesisHash: cluster.genesisHash },
    fundSol: '3',
  })
}, 90_000)
afterAll(async () => {
  await frame?.stop()
  await Promise.all([mail?.stop(), api?.stop(), cluster?.stop()])
})

const call = async (action: string, body: unknown) => {
  const response = await fetch(`${frame.url}/api/${action}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: frame.url }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as any }
}
const latestCode = async (email: string) => {
  const message = (await (await fetch(`${mail.url}/api/messages/latest?to=${encodeURIComponent(email)}`)).json()) as { subject: string }
  return /(\d{6})$/.exec(message.subject)![1]!
}

describe('sandbox secure frame server, Solana', () => {
  it('reports the cluster; a new user gets its SOL; the page relays reads to the cluster with a live session only', async () => {
    const id = solanaChainId(cluster)
    expect(await (await fetch(`${frame.url}/api/chains`)).json()).toEqual({ chains: [{ id: 1337, name: 'Sandbox Ethereum' }], solana: { id, name: 'Sandbox Solana' } })
    const email = 'sol@example.com'
    const deviceId = 'device-sol-000000000000'
    await call('connect-email', { email, deviceId })
    const { token } = (await call('connect-otp', { email, deviceId, otp: await latestCode(email) })).body
    const { solanaAddress } = (await call('user', { token })).body
    const balance = await call('solana-rpc', { token, chainId: id, method: 'getBalance', params: [solanaAddress] })
    expect(balance.body.result.value).toBe(3_000_000_000)
    expect(await call('solana-rpc', { chainId: id, method: 'getBalance', params: [solanaAddress] })).toMatchObject({ status: 401 })
    expect(await call('solana-rpc', { token, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', method: 'getBalance', params: [solanaAddress] })).toMatchObject({ status: 400, body: { error: { code: 4901 } } })
    // no minting for the page: only reads and the broadcast of what it signed
    expect(await call('solana-rpc', { token, chainId: id, method: 'requestAirdrop', params: [solanaAddress, 1] })).toMatchObject({ status: 400, body: { error: { code: 4200 } } })
    // the cluster's own errors come back with their code
    expect(await call('solana-rpc', { token, chainId: id, method: 'getBalance', params: ['not-an-address'] })).toMatchObject({ status: 400, body: { error: { code: -32602 } } })
  })
})

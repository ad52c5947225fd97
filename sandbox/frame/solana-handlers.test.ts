// The frame's Solana handler group as one piece: the frame's API, keys and approval card are doubles
// (the signer and the relay run against the real cluster in solana-signer.test.ts, the whole frame in
// testing/e2e/embedded-solana.spec.ts).
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it, vi } from 'vitest'
import type { ApprovalCard, ApprovalRequest } from './approval-card.ts'
import type { FrameContext, Handlers } from './frame-context.ts'
import { addressesOf, deriveUserKeys } from './keys.ts'
import { withSolana } from './solana-handlers.ts'

const keys = deriveUserKeys('secret', 'alice@example.com')
const { address, solanaAddress } = addressesOf(keys)
const cluster = { id: 'solana:Portico1111111111111111111111111', name: 'Sandbox Solana' }
const message = base58.encode(new TextEncoder().encode('gm'))

function setup(answer = true) {
  const asked: ApprovalRequest[] = []
  const card: ApprovalCard = { ask: vi.fn(async (request: ApprovalRequest) => (asked.push(request), answer)), dismiss: vi.fn() }
  const api = vi.fn(async (action: string, _body: unknown) => {
    if (action === 'user') return { email: 'alice@example.com', address, solanaAddress }
    if (action === 'solana-rpc') return { result: 'sent-signature' }
    throw new Error(`unexpected ${action}`)
  })
  const ctx = { api, token: () => 'token', keys: async () => keys } as unknown as FrameContext
  const evm: Handlers = {
    GET_USER: vi.fn(async () => ({ email: 'alice@example.com', address, chainId: 1337 })),
    RPC_REQUEST: vi.fn(async () => '0xevm'),
  }
  return { handlers: withSolana(ctx, evm, card, cluster), evm, api, card, asked }
}
const rpc = (handlers: Handlers, request: Record<string, unknown>) => handlers.RPC_REQUEST!(request as never)

describe('the frame Solana handlers', () => {
  it('GET_USER on the Solana cluster answers the ed25519 account; any other chain goes to the EVM handlers', async () => {
    const { handlers, evm } = setup()
    expect(await handlers.GET_USER!({ chainId: cluster.id })).toEqual({
      email: 'alice@example.com',
      address: solanaAddress,
      chainId: cluster.id,
      accounts: [{ address: solanaAddress, type: 'eoa' }],
      preferredAccountType: 'eoa',
    })
    expect(await handlers.GET_USER!({ chainId: 1337 })).toMatchObject({ address })
    expect(evm.GET_USER).toHaveBeenCalledTimes(1)
    await expect(handlers.GET_USER!({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).rejects.toMatchObject({ code: 4901 })
  })

  it('signs a message once approved on the card; eip155 requests go to the EVM handlers', async () => {
    const { handlers, evm, asked } = setup()
    const { signature } = (await rpc(handlers, { method: 'solana_signMessage', params: { message, pubkey: solanaAddress }, chainNamespace: 'solana', chainId: cluster.id })) as { signature: string }
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('gm'), base58.decode(solanaAddress))).toBe(true)
    expect(asked).toEqual([{ title: 'Sign message', details: [{ label: 'Message', value: 'gm' }, { label: 'Network', value: 'Sandbox Solana' }] }])
    expect(await rpc(handlers, { method: 'personal_sign', params: ['0x00', address], chainNamespace: 'eip155', chainId: 1337 })).toBe('0xevm')
    expect(evm.RPC_REQUEST).toHaveBeenCalledTimes(1)
  })

  it('Reject answers 4001 and signs nothing; a request it cannot sign is refused before the card shows', async () => {
    const { handlers, asked } = setup(false)
    await expect(rpc(handlers, { method: 'solana_signMessage', params: { message, pubkey: solanaAddress }, chainNamespace: 'solana' })).rejects.toMatchObject({ message: 'User rejected the request.', code: 4001 })
    expect(asked).toHaveLength(1)
    await expect(rpc(handlers, { method: 'solana_signTransaction', params: { transaction: 'not base58 0' }, chainNamespace: 'solana' })).rejects.toMatchObject({ code: -32602 })
    await expect(rpc(handlers, { method: 'solana_getBalance', params: {}, chainNamespace: 'solana' })).rejects.toMatchObject({ code: 4200 })
    await expect(rpc(handlers, { method: 'solana_signMessage', params: { message, pubkey: solanaAddress }, chainNamespace: 'solana', chainId: 'solana:other' })).rejects.toMatchObject({ code: 4901 })
    expect(asked).toHaveLength(1)
    // no Solana network named (the bridge filled the EVM chain): the cluster
    await expect(rpc(handlers, { method: 'solana_signMessage', params: { message, pubkey: solanaAddress }, chainNamespace: 'solana', chainId: 1337 })).rejects.toMatchObject({ code: 4001 })
    expect(asked).toHaveLength(2)
  })

  it('signAndSendTransaction shows the transfer, then sends the signed transaction through the frame server to the cluster', async () => {
    const { handlers, api, asked } = setup()
    const to = Keypair.generate().publicKey
    const tx = new Transaction({ feePayer: new PublicKey(solanaAddress), recentBlockhash: Keypair.generate().publicKey.toBase58() }).add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(solanaAddress), toPubkey: to, lamports: 5_000_000 }),
    )
    const transaction = base58.encode(tx.serialize({ requireAllSignatures: false }))
    expect(await rpc(handlers, { method: 'solana_signAndSendTransaction', params: { transaction, options: { skipPreflight: true } }, chainNamespace: 'solana', chainId: cluster.id })).toEqual({ signature: 'sent-signature' })
    expect(asked[0]!.details).toEqual([
      { label: 'Action', value: 'Sign and send' },
      { label: 'To', value: to.toBase58() },
      { label: 'Amount', value: '0.005 SOL' },
      { label: 'Network', value: 'Sandbox Solana' },
    ])
    const [, body] = api.mock.calls.find(([action]) => action === 'solana-rpc')! as [string, { chainId: string; method: string; params: [string, object] }]
    expect(body).toMatchObject({ chainId: cluster.id, method: 'sendTransaction', params: [expect.any(String), { encoding: 'base64', skipPreflight: true }] })
  })
})

import { isAddress, isAddressEqual, numberToHex, type Address, type LocalAccount } from 'viem'
import type { Emitter } from './emitter.ts'
import { invalidParams, unauthorized, userRejected } from './errors.ts'
import type { Approve, ProviderEvents, TestWalletChain, TestWalletFeatures } from './types.ts'

/** The wallet's mutable state, shared by the method handlers. */
export type WalletContext = {
  readonly account: LocalAccount
  readonly origin: string | undefined
  readonly emitter: Emitter<ProviderEvents>
  chains: Map<number, TestWalletChain>
  chainId: number
  permitted: boolean
  features: TestWalletFeatures
  approve: Approve
  /** Writes the persisted part of the state to the wallet's storage. */
  save(): void
}

export type MethodHandler = (ctx: WalletContext, params: unknown) => Promise<unknown>

export const currentChain = (ctx: WalletContext): TestWalletChain => ctx.chains.get(ctx.chainId)!

export const hexChainId = (chainId: number): string => numberToHex(chainId)

export const authorizedAccounts = (ctx: WalletContext): Address[] => (ctx.permitted ? [ctx.account.address] : [])

/** Asks the user; a refusal rejects with 4001. */
export async function ask(ctx: WalletContext, method: string, params: unknown, chain = currentChain(ctx)) {
  const approved = await ctx.approve({ method, params, origin: ctx.origin, chain, address: ctx.account.address })
  if (!approved) throw userRejected()
}

/** 4100 unless the site is permitted and `address` (when given) is the wallet's account. */
export function assertAuthorized(ctx: WalletContext, address?: unknown): void {
  if (!ctx.permitted) throw unauthorized()
  if (address === undefined) return
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) throw invalidParams(`${String(address)} is not an address`)
  if (!isAddressEqual(address, ctx.account.address)) throw unauthorized()
}

/** The positional params of a request; -32602 when they are not an array. */
export function paramsList(params: unknown, method: string, minimum = 0): unknown[] {
  const list = params === undefined ? [] : params
  if (!Array.isArray(list) || list.length < minimum)
    throw invalidParams(`${method} expects an array of at least ${minimum} parameter(s)`)
  return list
}

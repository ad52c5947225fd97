// Reads the ERC-20 tokens a sandbox chain is configured with (SandboxChainConfig.tokens): their
// name, symbol and decimals (read once, then kept) and an owner's balances, over batched eth_calls.
import { decodeFunctionResult, encodeFunctionData, erc20Abi, getAddress, type Address } from 'viem'
import { rpcBatch } from './chain-index.ts'

export type Erc20Info = {
  /** Checksummed. */
  address: Address
  name: string
  symbol: string
  decimals: number
}

type Erc20Read = 'name' | 'symbol' | 'decimals' | 'balanceOf'

function call(token: Address, functionName: Erc20Read, args: readonly [Address] | [] = []) {
  const data = encodeFunctionData({ abi: erc20Abi, functionName, args } as never)
  return { method: 'eth_call', params: [{ to: token, data }, 'latest'] }
}

function decode<T>(functionName: Erc20Read, data: unknown): T | undefined {
  // No contract at the address (not deployed yet, or reverted away) answers "0x".
  if (typeof data !== 'string' || data === '0x') return undefined
  try {
    return decodeFunctionResult({ abi: erc20Abi, functionName, data: data as `0x${string}` } as never) as T
  } catch {
    return undefined
  }
}

export class Erc20Reader {
  private list: Address[]
  private readonly infos = new Map<string, Erc20Info>()

  constructor(
    private readonly rpcUrl: string,
    tokens: readonly string[] = [],
  ) {
    this.list = tokens.map((token) => getAddress(token))
  }

  get tokens(): readonly Address[] {
    return this.list
  }

  /** A token configured at run time (the admin API: e.g. one a test deployed with a hostile name). */
  add(address: string): void {
    if (!this.has(address)) this.list = [...this.list, getAddress(address)]
  }

  /** Forgets a token added at run time (and what was read of it). */
  remove(address: string): boolean {
    const before = this.list.length
    this.list = this.list.filter((token) => token.toLowerCase() !== address.toLowerCase())
    this.infos.delete(address.toLowerCase())
    return this.list.length !== before
  }

  /** Whether `address` is one of the chain's configured tokens. */
  has(address: string): boolean {
    return this.tokens.some((token) => token.toLowerCase() === address.toLowerCase())
  }

  /**
   * The metadata of the configured tokens at `addresses` (default all), read from the chain the first
   * time; a token with no contract (yet) is left out and asked again next time.
   */
  async info(addresses: readonly string[] = this.tokens): Promise<Map<string, Erc20Info>> {
    const wanted = addresses.map((address) => getAddress(address)).filter((address) => this.has(address))
    const unknown = [...new Set(wanted.filter((address) => !this.infos.has(address.toLowerCase())))]
    if (unknown.length) {
      const results = await rpcBatch(
        this.rpcUrl,
        unknown.flatMap((token) => [call(token, 'name'), call(token, 'symbol'), call(token, 'decimals')]),
      )
      unknown.forEach((address, i) => {
        const name = decode<string>('name', results[3 * i])
        const symbol = decode<string>('symbol', results[3 * i + 1])
        const decimals = decode<number>('decimals', results[3 * i + 2])
        if (name !== undefined && symbol !== undefined && decimals !== undefined) this.infos.set(address.toLowerCase(), { address, name, symbol, decimals })
      })
    }
    const found = new Map<string, Erc20Info>()
    for (const address of wanted) {
      const info = this.infos.get(address.toLowerCase())
      if (info) found.set(address.toLowerCase(), info)
    }
    return found
  }

  /** `owner`'s balance of each configured token, read now, in configuration order; 0 where no contract is. */
  async balancesOf(owner: Address): Promise<{ token: Address; amount: bigint }[]> {
    const results = await rpcBatch(
      this.rpcUrl,
      this.tokens.map((token) => call(token, 'balanceOf', [owner])),
    )
    return this.tokens.map((token, i) => ({ token, amount: decode<bigint>('balanceOf', results[i]) ?? 0n }))
  }
}

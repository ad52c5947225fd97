// Contract accounts on a real anvil for the sign-in tests: eth-infinitism's EntryPoint 0.8 (from the
// package's compiled artifact) and an ERC-1271 SimpleAccount with its factory (compiled here with
// solc from the package's and OpenZeppelin's sources). Tests only: reads node_modules.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import solc from 'solc'
import { createPublicClient, createWalletClient, http, type Abi, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNT_0 } from '../../testing/accounts.ts'

const require = createRequire(import.meta.url)

type Compiled = { abi: Abi; bytecode: Hex }

function compileAccountContracts(): { account: Compiled; factory: Compiled } {
  const source = readFileSync(new URL('./Erc1271SimpleAccount.sol', import.meta.url), 'utf8')
  const input = {
    language: 'Solidity',
    sources: { 'Erc1271SimpleAccount.sol': { content: source } },
    settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const findImports = (path: string) => {
    try {
      return { contents: readFileSync(require.resolve(path), 'utf8') }
    } catch (error) {
      return { error: String(error) }
    }
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }))
  const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === 'error')
  if (errors.length) throw new Error(errors.map((e: { formattedMessage: string }) => e.formattedMessage).join('\n'))
  const contract = (name: string): Compiled => {
    const { abi, evm } = output.contracts['Erc1271SimpleAccount.sol'][name]
    return { abi, bytecode: `0x${evm.bytecode.object}` }
  }
  return { account: contract('Erc1271SimpleAccount'), factory: contract('Erc1271SimpleAccountFactory') }
}

function entryPointArtifact(): Compiled {
  const artifact = JSON.parse(readFileSync(require.resolve('@account-abstraction/contracts/artifacts/EntryPoint.json'), 'utf8'))
  return { abi: artifact.abi, bytecode: artifact.bytecode }
}

export type SmartAccounts = {
  factory: { address: Address; abi: Abi }
  /** The counterfactual address of owner's account `salt` (deployed or not). */
  addressOf(owner: Address, salt: bigint): Promise<Address>
  /** Deploys owner's account `salt` through the factory (a real transaction) and returns its address. */
  deploy(owner: Address, salt: bigint): Promise<Address>
  isDeployed(address: Address): Promise<boolean>
}

/** Deploys the EntryPoint and the account factory to the anvil at rpcUrl, from anvil's account #0. */
export async function deploySmartAccounts(rpcUrl: string): Promise<SmartAccounts> {
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ transport })
  const chainId = await publicClient.getChainId()
  const chain = { id: chainId, name: 'anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } } as const
  const wallet = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey), chain, transport })
  const deploy = async ({ abi, bytecode }: Compiled, args: unknown[]) => {
    const hash = await wallet.deployContract({ abi, bytecode, args })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (!receipt.contractAddress || receipt.status !== 'success') throw new Error(`deploying failed: ${hash}`)
    return receipt.contractAddress
  }
  const { factory } = compileAccountContracts()
  const entryPoint = await deploy(entryPointArtifact(), [])
  const factoryAddress = await deploy(factory, [entryPoint])
  const addressOf = (owner: Address, salt: bigint) =>
    publicClient.readContract({ address: factoryAddress, abi: factory.abi, functionName: 'getAddress', args: [owner, salt] }) as Promise<Address>
  const isDeployed = async (address: Address) => ((await publicClient.getCode({ address })) ?? '0x') !== '0x'
  return {
    factory: { address: factoryAddress, abi: factory.abi },
    addressOf,
    isDeployed,
    async deploy(owner, salt) {
      const hash = await wallet.writeContract({ address: factoryAddress, abi: factory.abi, functionName: 'createAccount', args: [owner, salt] })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`createAccount failed: ${hash}`)
      const address = await addressOf(owner, salt)
      if (!(await isDeployed(address))) throw new Error(`no code at ${address} after createAccount`)
      return address
    },
  }
}

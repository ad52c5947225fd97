import type { Address, Hex } from 'viem'

/** The mnemonic anvil (and hardhat) derive their ten funded dev accounts from. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

/** anvil's account #0 of the default mnemonic, funded with 10,000 ETH on every fresh node. */
export const ANVIL_ACCOUNT_0 = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as Address,
  privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' as Hex,
} as const

/** anvil's account #1 of the default mnemonic, funded with 10,000 ETH on every fresh node. */
export const ANVIL_ACCOUNT_1 = {
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address,
  privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as Hex,
} as const

/** anvil's account #2 of the default mnemonic, funded with 10,000 ETH on every fresh node (a receiver in the send tests). */
export const ANVIL_ACCOUNT_2 = {
  address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as Address,
  privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a' as Hex,
} as const

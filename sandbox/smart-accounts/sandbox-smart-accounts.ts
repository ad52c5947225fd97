// The contract accounts every sandbox chain gets at start (Erc1271SimpleAccount.sol, deploy.ts), for
// sign-in with a smart account: eth-infinitism's EntryPoint 0.8, an ERC-1271 SimpleAccount factory,
// one account deployed through it and one left counterfactual (ERC-6492). Every address is fixed: a
// dedicated deployer creates the EntryPoint and the factory at nonces 0 and 1 on a fresh anvil, and
// the accounts' addresses are CREATE2 of the factory (they follow from the compiled proxy code, so a
// new solc or OpenZeppelin may move them: deploy.test.ts checks them on chain). Browser-safe: no Node imports and no viem.

/**
 * The deployer: private key keccak256("portico sandbox smart account deployer"), neither one of
 * anvil's dev accounts (whose nonces the e2e tests rely on) nor the token deployer.
 */
export const SANDBOX_SMART_ACCOUNT_DEPLOYER = {
  address: '0x4e5Cf6D56752200d52D7aeCdb6D4eDf82C939C8d',
  privateKey: '0x30940d00ee9d4a1e9466c5bc015fb99f8fa27df66e4e1794f350283454de5d08',
} as const

export type SandboxSmartAccount = {
  /** The account's address, the same on every sandbox chain (checksummed). */
  address: `0x${string}`
  /** Its owner, whose ECDSA signature the account accepts (ERC-1271): anvil's dev account #0. */
  owner: `0x${string}`
  /** The factory's salt: createAccount(owner, salt). */
  salt: number
}

export type SandboxSmartAccounts = {
  /** EntryPoint 0.8 (from @account-abstraction/contracts' artifact), the deployer's nonce 0. */
  entryPoint: `0x${string}`
  /** Erc1271SimpleAccountFactory(entryPoint), the deployer's nonce 1. */
  factory: `0x${string}`
  /** Deployed at start through the factory (the deployer's nonce 2): answers ERC-1271. */
  account: SandboxSmartAccount
  /** Never deployed: sign in with it through an ERC-6492 signature that names the factory. */
  counterfactual: SandboxSmartAccount
}

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' // anvil's dev account #0, the Sandbox Wallet's

export const sandboxSmartAccounts: SandboxSmartAccounts = {
  entryPoint: '0x2a3585197D2963E697ACc715b26C1b316060E433',
  factory: '0x0523E4c56d7bc68DBA45382aCb99151898e9103f',
  account: { address: '0xA94296059a9311f282D9053F447f35978095Bc0a', owner: OWNER, salt: 0 },
  counterfactual: { address: '0x4F9A111dff8D5cD0a510B68Ca0C8ACae1Beb23f7', owner: OWNER, salt: 1 },
}

// The contract accounts every sandbox chain gets at start (Erc1271SimpleAccount.sol, deploy.ts), for
// sign-in with a smart account and for the embedded wallet's ERC-4337 and EIP-7702 accounts: eth-infinitism's
// EntryPoint 0.8 at its canonical address, its Simple7702Account (the code an EIP-7702 account
// delegates to) at the address viem uses by default, an ERC-1271 SimpleAccount factory, one account deployed
// through it and one left counterfactual (ERC-6492). Every address is fixed: the EntryPoint and the
// factory come from anvil's deterministic deployer (CREATE2 with fixed salts), the accounts are
// CREATE2 of the factory (the factory's and the accounts' addresses follow from the compiled code, so
// a new solc or OpenZeppelin may move them: deploy.test.ts checks them on chain). Browser-safe: no Node imports and no viem.

/** The deterministic deployment proxy every anvil has (and most chains): CREATE2 of `salt ‖ initCode`. */
export const DETERMINISTIC_DEPLOYER = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
/** The salt that lands EntryPoint 0.8 at its canonical address 0x4337084D…f108. */
export const ENTRY_POINT_SALT = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'
/** The salt of the factory and of Simple7702Account (zero: Simple7702Account then lands where viem looks for it). */
export const FACTORY_SALT = '0x0000000000000000000000000000000000000000000000000000000000000000'

/**
 * The deployer (it pays for the deployments and sends createAccount): private key keccak256("portico sandbox smart account deployer"), neither one of
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
  /** EntryPoint 0.8 (from @account-abstraction/contracts' artifact) at its canonical address. */
  entryPoint: `0x${string}`
  /** eth-infinitism's Simple7702Account 0.8 (from its artifact), CREATE2 of the deterministic deployer with salt 0: the implementation an EIP-7702 account delegates to. */
  simple7702Account: `0x${string}`
  /** Erc1271SimpleAccountFactory(entryPoint), CREATE2 of the deterministic deployer with FACTORY_SALT. */
  factory: `0x${string}`
  /** Deployed at start through the factory: answers ERC-1271. */
  account: SandboxSmartAccount
  /** Never deployed: sign in with it through an ERC-6492 signature that names the factory. */
  counterfactual: SandboxSmartAccount
}

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' // anvil's dev account #0, the Sandbox Wallet's

export const sandboxSmartAccounts: SandboxSmartAccounts = {
  entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  simple7702Account: '0xe6Cae83BdE06E4c305530e199D7217f42808555B',
  factory: '0x92d950315B1Be356B218c12F51C649015BF9907d',
  account: { address: '0x86cfe3dD2B2949940cF12F43bB03bc7DC549820D', owner: OWNER, salt: 0 },
  counterfactual: { address: '0x1f13414af594899Ec79Ff2F5B3F8ce0c1E0659C7', owner: OWNER, salt: 1 },
}

// The permission contract every sandbox chain gets at start (SessionPermissions.sol, deploy.ts): the
// on-chain side of the embedded wallet's ERC-7715 permissions. Its address is fixed: a dedicated
// deployer creates it at nonce 0, so the address does not follow the compiled code. Browser-safe: no
// Node imports.

/** The deployer: private key keccak256("portico sandbox permissions deployer"), no dev account nor another sandbox deployer. */
export const SANDBOX_PERMISSIONS_DEPLOYER = {
  address: '0x25d11864e1CB011bEc35773bE5ca3a81Fa367397',
  privateKey: '0xad17a2acff8db7e70d122fab28f9a6b10c5716b8898b5488dd96723106315ece',
} as const

/** SessionPermissions, CREATE of the deployer at nonce 0 (the same address on every sandbox chain). */
export const SANDBOX_PERMISSIONS_ADDRESS = '0x9B0746dc08F53168E2cdE5BD1B31567A9A316B19' as const

/** The contract's interface, as viem's parseAbi reads it (the frame grants and revokes, the app's session key transfers). */
export const SESSION_PERMISSIONS_ABI = [
  'function grant(address sessionKey, address token, address recipient, uint256 allowance, uint48 expiry) returns (bytes32 id)',
  'function revoke(bytes32 id)',
  'function remaining(bytes32 id) view returns (uint256)',
  'function transfer(bytes32 id, address token, address to, uint256 amount)',
  'function permissions(bytes32 id) view returns (address account, address sessionKey, address token, address recipient, uint256 allowance, uint256 spent, uint48 expiry, bool revoked)',
  'event PermissionGranted(bytes32 indexed id, address indexed account, address indexed sessionKey, address token, address recipient, uint256 allowance, uint48 expiry)',
  'event PermissionRevoked(bytes32 indexed id, address indexed account)',
  'event PermissionUsed(bytes32 indexed id, address indexed recipient, uint256 amount, uint256 spent)',
  'error UnknownPermission(bytes32 id)',
  'error NotTheAccount(bytes32 id, address caller)',
  'error NotTheSessionKey(bytes32 id, address caller)',
  'error PermissionIsRevoked(bytes32 id)',
  'error PermissionExpired(bytes32 id, uint48 expiry)',
  'error TokenNotAllowed(bytes32 id, address token)',
  'error RecipientNotAllowed(bytes32 id, address recipient)',
  'error OverAllowance(bytes32 id, uint256 remaining, uint256 amount)',
  'error InvalidGrant()',
] as const

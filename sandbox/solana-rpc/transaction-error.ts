// LiteSVM's transaction errors (napi classes and const-enum numbers) as the Solana RPC writes them
// in JSON (`"BlockhashNotFound"`, `{"InstructionError":[0,{"Custom":1}]}`), plus a readable line.

/** A TransactionError as the Solana JSON-RPC serializes it. */
export type RpcTransactionError = string | Record<string, unknown>

// The names of LiteSVM's TransactionErrorFieldless and InstructionErrorFieldless, by value
// (declared as const enums, so they do not exist at run time).
const TRANSACTION_ERRORS = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee',
  'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee',
  'InvalidAccountIndex', 'SignatureFailure', 'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks', 'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData', 'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit', 'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
]
const INSTRUCTION_ERRORS = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall', 'InsufficientFunds',
  'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized', 'UninitializedAccount', 'UnbalancedInstruction',
  'ModifiedProgramId', 'ExternalAccountLamportSpend', 'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified',
  'DuplicateAccountIndex', 'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged',
  'AccountNotExecutable', 'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync', 'InvalidError',
  'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt', 'UnsupportedProgramId', 'CallDepth',
  'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded', 'InvalidSeeds', 'InvalidRealloc', 'ComputationalBudgetExceeded',
  'PrivilegeEscalation', 'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable',
  'IncorrectAuthority', 'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar', 'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
]

type LiteSvmError =
  | number
  | { index: number; err(): number | { code: number } | { msg: string } }
  | { index: number }
  | { accountIndex: number; constructor: { name: string } }

function instructionError(err: number | { code: number } | { msg: string }): RpcTransactionError {
  if (typeof err === 'number') return INSTRUCTION_ERRORS[err] ?? `InstructionError${err}`
  if ('code' in err) return { Custom: err.code }
  return { BorshIoError: err.msg }
}

/** The JSON form of a LiteSVM transaction error. */
export function toRpcError(error: unknown): RpcTransactionError {
  const e = error as LiteSvmError
  if (typeof e === 'number') return TRANSACTION_ERRORS[e] ?? `TransactionError${e}`
  if ('err' in e && typeof e.err === 'function') return { InstructionError: [e.index, instructionError(e.err())] }
  if ('index' in e) return { DuplicateInstruction: e.index }
  if ('accountIndex' in e) {
    const name = e.constructor.name.replace(/^TransactionError/, '')
    return { [name]: { account_index: e.accountIndex } }
  }
  return String(error)
}

/** A line for error messages: "Error processing Instruction 0: custom program error: 0x1", "BlockhashNotFound". */
export function describeRpcError(error: RpcTransactionError): string {
  if (typeof error === 'string') return error
  const [name, value] = Object.entries(error)[0] ?? ['UnknownError', undefined]
  if (name === 'InstructionError' && Array.isArray(value)) {
    const [index, inner] = value as [number, RpcTransactionError]
    const what = typeof inner === 'object' && 'Custom' in inner ? `custom program error: 0x${Number(inner.Custom).toString(16)}` : describeRpcError(inner)
    return `Error processing Instruction ${index}: ${what}`
  }
  return `${name} ${JSON.stringify(value)}`
}

import type { FailedTransactionMetadata } from 'litesvm'

/** A transaction error as the Solana RPC serializes it (`"BlockhashNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }`). */
export type TransactionErrorJson = string | Record<string, unknown>

// litesvm's `const enum`s, in their declared order (the numbers its native side returns).
// biome-ignore format: a table reads better packed
const transactionErrors = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound',
  'InsufficientFundsForFee', 'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound',
  'CallChainTooDeep', 'MissingSignatureForFee', 'InvalidAccountIndex', 'SignatureFailure',
  'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance', 'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks',
  'AddressLookupTableNotFound', 'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount', 'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

// biome-ignore format: a table reads better packed
const instructionErrors = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData',
  'AccountDataTooSmall', 'InsufficientFunds', 'IncorrectProgramId', 'MissingRequiredSignature',
  'AccountAlreadyInitialized', 'UninitializedAccount', 'UnbalancedInstruction', 'ModifiedProgramId',
  'ExternalAccountLamportSpend', 'ExternalAccountDataModified', 'ReadonlyLamportChange',
  'ReadonlyDataModified', 'DuplicateAccountIndex', 'ExecutableModified', 'RentEpochModified',
  'NotEnoughAccountKeys', 'AccountDataSizeChanged', 'AccountNotExecutable', 'AccountBorrowFailed',
  'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync', 'InvalidError', 'ExecutableDataModified',
  'ExecutableLamportChange', 'ExecutableAccountNotRentExempt', 'UnsupportedProgramId', 'CallDepth',
  'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded', 'InvalidSeeds', 'InvalidRealloc',
  'ComputationalBudgetExceeded', 'PrivilegeEscalation', 'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable', 'IncorrectAuthority',
  'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar',
  'IllegalOwner', 'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded', 'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
] as const

type NativeError = ReturnType<FailedTransactionMetadata['err']>

/**
 * litesvm's error object in the RPC's JSON form, so `getSignatureStatuses`, `getTransaction` and
 * simulation answer `err` as a real node does.
 *
 * @example
 * transactionErrorJson(failed.err()) // { InstructionError: [0, { Custom: 1 }] }
 */
export function transactionErrorJson(error: NativeError): TransactionErrorJson {
  if (typeof error === 'number') return transactionErrors[error] ?? `TransactionError${error}`
  const fields = error as unknown as Record<string, unknown>
  switch (error.constructor.name) {
    case 'TransactionErrorInstructionError': {
      const inner = (error as { err(): unknown }).err()
      return { InstructionError: [fields.index, instructionErrorJson(inner)] }
    }
    case 'TransactionErrorDuplicateInstruction':
      return { DuplicateInstruction: fields.index }
    case 'TransactionErrorInsufficientFundsForRent':
      return { InsufficientFundsForRent: { account_index: fields.accountIndex } }
    default:
      return { ProgramExecutionTemporarilyRestricted: { account_index: fields.accountIndex } }
  }
}

function instructionErrorJson(error: unknown): unknown {
  if (typeof error === 'number') return instructionErrors[error] ?? `InstructionError${error}`
  const fields = error as { code?: number; msg?: string }
  if (fields.code !== undefined) return { Custom: fields.code }
  return { BorshIoError: fields.msg ?? '' }
}

/**
 * Errors that happen before execution: a node drops such a transaction (no fee, no record), and
 * with `skipPreflight` it simply never confirms.
 */
export function isDroppedError(error: TransactionErrorJson): boolean {
  return typeof error === 'string'
}

/** The text after "Transaction simulation failed: ", as the Agave RPC words it. */
export function transactionErrorMessage(error: TransactionErrorJson): string {
  if (typeof error === 'string') return fieldlessMessages[error] ?? error
  const instruction = error.InstructionError as [number, unknown] | undefined
  if (instruction) {
    const [index, inner] = instruction
    const custom = (inner as { Custom?: number }).Custom
    const what =
      custom === undefined ? String(inner) : `custom program error: 0x${custom.toString(16)}`
    return `Error processing Instruction ${index}: ${what}`
  }
  if (error.InsufficientFundsForRent) {
    const { account_index } = error.InsufficientFundsForRent as { account_index: number }
    return `Transaction results in an account (${account_index}) with insufficient funds for rent`
  }
  return JSON.stringify(error)
}

const fieldlessMessages: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  SignatureFailure: 'Transaction did not pass signature verification',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
}

import type { EncodedAccount } from '@solana/kit'
import type { FailedTransactionMetadata, SimulatedTransactionInfo } from 'litesvm'
import type { WireTransaction } from './decodeWireTransaction.ts'
import type { SolanaLedger } from './SolanaLedger.ts'
import type { TransactionMeta } from './TransactionRecord.ts'
import { hasLiveLifetime, signatureFailure } from './transactionChecks.ts'
import {
  type TransactionErrorJson,
  transactionErrorJson,
  transactionErrorMessage,
} from './transactionError.ts'
import { transactionFee } from './transactionFee.ts'
import { executionMeta } from './transactionMeta.ts'

export interface SimulationOptions {
  /** Check the signatures (wallets simulate unsigned transactions with false). @default true */
  sigVerify?: boolean
  /** Run it as if it used the latest blockhash (and report that one). @default false */
  replaceRecentBlockhash?: boolean
}

export interface SimulationResult
  extends Pick<TransactionMeta, 'innerInstructions' | 'returnData'> {
  err: TransactionErrorJson | null
  /** The Agave wording of `err`, for the preflight failure's message. */
  message: string
  logs: string[]
  unitsConsumed: bigint
  fee: bigint
  /** The accounts as the transaction would leave them, by address. */
  postAccounts: Map<string, EncodedAccount>
  replacementBlockhash?: { blockhash: string; lastValidBlockHeight: number }
}

/**
 * Runs a transaction against the current state without keeping anything (litesvm's simulation):
 * `simulateTransaction` and `sendTransaction`'s preflight.
 *
 * @example
 * const { err, logs, unitsConsumed } = simulateTransaction(ledger, decodeWireTransaction(bytes))
 */
export function simulateTransaction(
  ledger: SolanaLedger,
  wire: WireTransaction,
  { sigVerify = true, replaceRecentBlockhash = false }: SimulationOptions = {},
): SimulationResult {
  const fee = transactionFee(wire.message)
  const replacementBlockhash = replaceRecentBlockhash
    ? ledger.latestBlockhash('processed')
    : undefined
  if (!replaceRecentBlockhash && !hasLiveLifetime(ledger, wire)) {
    return failed('BlockhashNotFound', fee)
  }
  const { svm } = ledger
  let result: FailedTransactionMetadata | SimulatedTransactionInfo
  svm.withSigverify(sigVerify)
  try {
    result = svm.simulateTransaction(wire.transaction)
  } catch {
    // litesvm's wrapper refuses a transaction with a missing signature when sigverify is on.
    throw signatureFailure()
  } finally {
    svm.withSigverify(true)
  }
  if ('err' in result) {
    const err = transactionErrorJson(result.err())
    const { logMessages, computeUnitsConsumed, ...rest } = executionMeta(result.meta())
    return {
      ...rest,
      err,
      message: transactionErrorMessage(err),
      logs: logMessages,
      unitsConsumed: computeUnitsConsumed,
      fee,
      postAccounts: new Map(),
      replacementBlockhash,
    }
  }
  const { logMessages, computeUnitsConsumed, ...rest } = executionMeta(result.meta())
  return {
    ...rest,
    err: null,
    message: '',
    logs: logMessages,
    unitsConsumed: computeUnitsConsumed,
    fee,
    postAccounts: new Map(result.postAccounts().map((account) => [account.address, account])),
    replacementBlockhash,
  }
}

function failed(err: TransactionErrorJson, fee: bigint): SimulationResult {
  return {
    err,
    message: transactionErrorMessage(err),
    logs: [],
    unitsConsumed: 0n,
    fee,
    innerInstructions: [],
    returnData: null,
    postAccounts: new Map(),
  }
}

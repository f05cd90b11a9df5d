import type { FailedTransactionMetadata, TransactionMetadata } from 'litesvm'
import { accountKeys } from './accountKeys.ts'
import { decodeWireTransaction, type WireTransaction } from './decodeWireTransaction.ts'
import type { SolanaLedger } from './SolanaLedger.ts'
import { SolanaRpcError, solanaRpcErrorCodes } from './SolanaRpcError.ts'
import { type SimulationResult, simulateTransaction } from './simulateTransaction.ts'
import { hasLiveLifetime, signatureFailure } from './transactionChecks.ts'
import {
  isDroppedError,
  transactionErrorJson,
  transactionErrorMessage,
} from './transactionError.ts'
import { transactionFee } from './transactionFee.ts'
import { executionMeta, snapshotBalances } from './transactionMeta.ts'

export interface SendTransactionOptions {
  /** Land it without simulating first; a failing transaction then lands failed. @default false */
  skipPreflight?: boolean
}

/**
 * `sendTransaction`: checks the signatures and the blockhash, simulates (the preflight; a failure
 * answers -32002 with the simulation's `err` and logs and nothing lands), then executes it in the
 * open slot and records it. Like a node, it answers the signature of a transaction that will never
 * land (an expired blockhash, an unfunded fee payer) when preflight is skipped.
 *
 * @example
 * const signature = sendTransaction(ledger, wireBytes)
 */
export function sendTransaction(
  ledger: SolanaLedger,
  bytes: Uint8Array,
  { skipPreflight = false }: SendTransactionOptions = {},
): string {
  const wire = decodeWireTransaction(bytes)
  const { signature } = wire
  if (!skipPreflight) {
    if (ledger.transactions.has(signature)) throw preflightFailure(alreadyProcessed)
    const simulated = simulateTransaction(ledger, wire, { sigVerify: true })
    if (simulated.err !== null) throw preflightFailure(simulated)
  } else if (ledger.transactions.has(signature) || !hasLiveLifetime(ledger, wire)) {
    return signature
  }

  const keys = accountKeys(ledger.svm, wire)
  const before = snapshotBalances(ledger.svm, keys)
  const result = execute(ledger, wire)
  const failed = 'err' in result ? (result as FailedTransactionMetadata) : undefined
  const err = failed ? transactionErrorJson(failed.err()) : null
  if (err === 'SignatureFailure') throw signatureFailure()
  if (err !== null && isDroppedError(err)) return signature
  const after = snapshotBalances(ledger.svm, keys)
  ledger.land({
    signature,
    slot: ledger.slot('processed'),
    blockTime: ledger.blockTime(),
    bytes,
    wire,
    accountKeys: keys,
    meta: {
      err,
      fee: transactionFee(wire.message),
      preBalances: before.balances,
      postBalances: after.balances,
      preTokenBalances: before.tokenBalances,
      postTokenBalances: after.tokenBalances,
      ...executionMeta(failed ? failed.meta() : (result as TransactionMetadata)),
    },
  })
  return signature
}

function execute(ledger: SolanaLedger, wire: WireTransaction) {
  try {
    return ledger.svm.sendTransaction(wire.transaction)
  } catch {
    // litesvm's wrapper refuses a transaction with a missing signature before executing it.
    throw signatureFailure()
  }
}

const alreadyProcessed: Pick<
  SimulationResult,
  'err' | 'message' | 'logs' | 'unitsConsumed' | 'returnData'
> = {
  err: 'AlreadyProcessed',
  message: transactionErrorMessage('AlreadyProcessed'),
  logs: [],
  unitsConsumed: 0n,
  returnData: null,
}

function preflightFailure(
  simulated: Pick<SimulationResult, 'err' | 'message' | 'logs' | 'unitsConsumed' | 'returnData'>,
): SolanaRpcError {
  if (simulated.err === 'SignatureFailure') return signatureFailure()
  return new SolanaRpcError(
    solanaRpcErrorCodes.preflightFailure,
    `Transaction simulation failed: ${simulated.message}`,
    {
      err: simulated.err,
      logs: simulated.logs,
      accounts: null,
      unitsConsumed: simulated.unitsConsumed,
      returnData: simulated.returnData,
      innerInstructions: null,
    },
  )
}

import type { WireTransaction } from './decodeWireTransaction.ts'
import type { SolanaLedger } from './SolanaLedger.ts'
import { SolanaRpcError, solanaRpcErrorCodes } from './SolanaRpcError.ts'

/** A blockhash the chain still accepts, or a durable nonce (first instruction AdvanceNonceAccount). */
export function hasLiveLifetime(ledger: SolanaLedger, { message }: WireTransaction): boolean {
  if (ledger.isBlockhashValid(message.lifetimeToken)) return true
  const first = message.instructions[0]
  const program = first && message.staticAccounts[first.programAddressIndex]
  const data = first?.data
  return program === '11111111111111111111111111111111' && data?.[0] === 4 && data.length === 4
}

export function signatureFailure(): SolanaRpcError {
  return new SolanaRpcError(
    solanaRpcErrorCodes.signatureVerificationFailure,
    'Transaction signature verification failure',
  )
}

import type { z } from 'zod'
import type { Commitment, SolanaLedger } from './SolanaLedger.ts'
import { SolanaRpcError, solanaRpcErrorCodes } from './SolanaRpcError.ts'

/** The Agave release whose RPC this one answers like (`getVersion`, `context.apiVersion`). */
export const solanaApiVersion = '2.3.6'

export interface RpcMethod {
  params: z.ZodType<readonly unknown[]>
  handler(params: readonly unknown[], ledger: SolanaLedger): unknown
}

/**
 * One JSON-RPC method: a zod schema of its positional params and a handler of the parsed params.
 *
 * @example
 * const getSlot = defineRpcMethod(z.tuple([readConfigSchema.optional()]), ([config], ledger) => ledger.slot(config?.commitment))
 */
export function defineRpcMethod<Schema extends z.ZodType<readonly unknown[]>>(
  params: Schema,
  handler: (params: z.output<Schema>, ledger: SolanaLedger) => unknown,
): RpcMethod {
  return { params, handler: handler as RpcMethod['handler'] }
}

/**
 * `{ context: { slot, apiVersion }, value }` at the requested commitment (finalized when unset, as
 * on Agave), after checking `minContextSlot`.
 */
export function withContext<T>(
  ledger: SolanaLedger,
  config: { commitment?: Commitment; minContextSlot?: number } | undefined,
  value: T,
) {
  return { context: { slot: contextSlot(ledger, config), apiVersion: solanaApiVersion }, value }
}

/** The slot a read answers at; -32016 when it is below the caller's `minContextSlot`. */
export function contextSlot(
  ledger: SolanaLedger,
  config: { commitment?: Commitment; minContextSlot?: number } | undefined,
): number {
  const slot = ledger.slot(config?.commitment ?? 'finalized')
  if (config?.minContextSlot !== undefined && slot < config.minContextSlot) {
    throw new SolanaRpcError(
      solanaRpcErrorCodes.minContextSlotNotReached,
      'Minimum context slot has not been reached',
      { contextSlot: slot },
    )
  }
  return slot
}

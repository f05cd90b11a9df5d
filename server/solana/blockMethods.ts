import { z } from 'zod'
import { encodeTransaction } from './encodeTransaction.ts'
import { contextSlot, defineRpcMethod } from './rpcMethod.ts'
import { commitmentSchema, minContextSlotSchema, u64Schema } from './rpcSchemas.ts'
import { SolanaRpcError, solanaRpcErrorCodes } from './SolanaRpcError.ts'

const maxBlockRange = 500_000
const blockCommitment = z
  .object({
    commitment: commitmentSchema
      .exclude(['processed'], {
        message: 'Invalid param: method does not support commitment below `confirmed`',
      })
      .optional(),
    minContextSlot: minContextSlotSchema,
  })
  .passthrough()

/**
 * Blocks, for indexers: a slot in which transactions landed is a block; an empty slot answers as
 * a skipped one (-32009), as a real cluster's skipped slots do.
 */
export const blockMethods = {
  getBlocks: defineRpcMethod(
    z.tuple([u64Schema, u64Schema.optional(), blockCommitment.optional()]),
    ([start, end, config], ledger) => {
      const last = Math.min(end ?? Number.MAX_SAFE_INTEGER, contextSlot(ledger, config))
      if (last - start > maxBlockRange) {
        throw new SolanaRpcError(
          solanaRpcErrorCodes.invalidParams,
          `Slot range too large; max ${maxBlockRange}`,
        )
      }
      return ledger.blockSlots(start, last)
    },
  ),
  getBlock: defineRpcMethod(
    z.tuple([
      u64Schema,
      blockCommitment
        .extend({
          encoding: z.enum(['json', 'jsonParsed', 'base64', 'base58']).optional(),
          transactionDetails: z.enum(['full', 'signatures', 'none']).optional(),
          rewards: z.boolean().optional(),
          maxSupportedTransactionVersion: z.literal(0).optional(),
        })
        .optional(),
    ]),
    ([slot, config = {}], ledger) => {
      if (slot > contextSlot(ledger, config)) {
        throw new SolanaRpcError(
          solanaRpcErrorCodes.blockNotAvailable,
          `Block not available for slot ${slot}`,
        )
      }
      const block = ledger.block(slot)
      if (!block) {
        throw new SolanaRpcError(
          solanaRpcErrorCodes.slotSkipped,
          `Slot ${slot} was skipped, or missing due to ledger jump to recent snapshot`,
        )
      }
      const details = config.transactionDetails ?? 'full'
      const records = block.signatures.map((signature) => ledger.transactions.get(signature)!)
      if (
        details === 'full' &&
        config.maxSupportedTransactionVersion === undefined &&
        records.some((record) => record.wire.version === 0)
      ) {
        throw new SolanaRpcError(
          solanaRpcErrorCodes.unsupportedTransactionVersion,
          'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
        )
      }
      const { signatures, ...header } = block
      return {
        blockhash: header.blockhash,
        previousBlockhash: header.previousBlockhash,
        parentSlot: header.parentSlot,
        blockHeight: slot,
        blockTime: header.blockTime,
        ...(details === 'signatures' && { signatures }),
        ...(details === 'full' && {
          transactions: records.map((record) => {
            const { meta, transaction, version } = encodeTransaction(
              record,
              config.encoding ?? 'json',
            )
            return { meta, transaction, version }
          }),
        }),
        ...(config.rewards !== false && { rewards: [] }),
      }
    },
  ),
}

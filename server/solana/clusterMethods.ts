import { getBase64Encoder } from '@solana/kit'
import { z } from 'zod'
import { decodeMessageFee } from './decodeMessageFee.ts'
import { contextSlot, defineRpcMethod, solanaApiVersion, withContext } from './rpcMethod.ts'
import { addressSchema, readConfigSchema, u64Schema } from './rpcSchemas.ts'
import { invalidParams } from './SolanaRpcError.ts'

const slotsPerEpoch = 432_000

const optionalConfig = z.tuple([readConfigSchema.optional()])

/** The cluster's identity, clock and fee methods. */
export const clusterMethods = {
  getHealth: defineRpcMethod(z.tuple([]), () => 'ok'),
  getVersion: defineRpcMethod(z.tuple([]), () => ({
    'solana-core': solanaApiVersion,
    'feature-set': 3_294_202_862,
  })),
  getGenesisHash: defineRpcMethod(z.tuple([]), (_, ledger) => ledger.cluster.genesisHash),
  getIdentity: defineRpcMethod(z.tuple([]), (_, ledger) => ({
    identity: ledger.seed.faucet.address,
  })),
  getSlot: defineRpcMethod(optionalConfig, ([config], ledger) => contextSlot(ledger, config)),
  getBlockHeight: defineRpcMethod(optionalConfig, ([config], ledger) =>
    contextSlot(ledger, config),
  ),
  getEpochInfo: defineRpcMethod(optionalConfig, ([config], ledger) => {
    const slot = contextSlot(ledger, config)
    return {
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: Math.floor(slot / slotsPerEpoch),
      slotIndex: slot % slotsPerEpoch,
      slotsInEpoch: slotsPerEpoch,
      transactionCount: ledger.transactions.size,
    }
  }),
  getLatestBlockhash: defineRpcMethod(optionalConfig, ([config], ledger) =>
    withContext(ledger, config, ledger.latestBlockhash(config?.commitment ?? 'finalized')),
  ),
  isBlockhashValid: defineRpcMethod(
    z.tuple([z.string().min(32).max(44), readConfigSchema.optional()]),
    ([blockhash, config], ledger) =>
      withContext(ledger, config, ledger.isBlockhashValid(blockhash)),
  ),
  getMinimumBalanceForRentExemption: defineRpcMethod(
    z.tuple([u64Schema.max(10 * 1024 * 1024), readConfigSchema.optional()]),
    ([size], ledger) => ledger.svm.minimumBalanceForRentExemption(BigInt(size)),
  ),
  getFeeForMessage: defineRpcMethod(
    z.tuple([z.string().min(1), readConfigSchema.optional()]),
    ([message, config], ledger) => {
      let bytes: Uint8Array
      try {
        bytes = new Uint8Array(getBase64Encoder().encode(message))
      } catch {
        throw invalidParams('Invalid params: the message is not base64')
      }
      return withContext(ledger, config, decodeMessageFee(ledger, bytes))
    },
  ),
  getRecentPrioritizationFees: defineRpcMethod(
    z.tuple([z.array(addressSchema).max(128).optional()]),
    (_, ledger) => [{ slot: ledger.slot('confirmed'), prioritizationFee: 0 }],
  ),
}

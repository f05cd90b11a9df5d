import { address, getBase58Encoder, getBase64Encoder } from '@solana/kit'
import { z } from 'zod'
import { decodeWireTransaction } from './decodeWireTransaction.ts'
import { encodeAccount } from './encodeAccount.ts'
import { encodeTransaction } from './encodeTransaction.ts'
import { requestAirdrop } from './requestAirdrop.ts'
import { contextSlot, defineRpcMethod, withContext } from './rpcMethod.ts'
import {
  accountEncodingSchema,
  addressSchema,
  commitmentSchema,
  minContextSlotSchema,
  readConfigSchema,
  signatureSchema,
  u64Schema,
} from './rpcSchemas.ts'
import type { Commitment, SolanaLedger } from './SolanaLedger.ts'
import { invalidParams, SolanaRpcError, solanaRpcErrorCodes } from './SolanaRpcError.ts'
import { sendTransaction } from './sendTransaction.ts'
import { simulateTransaction } from './simulateTransaction.ts'

const wireEncodingSchema = z.enum(['base58', 'base64'])

function wireBytes(text: string, encoding: 'base58' | 'base64' = 'base58'): Uint8Array {
  try {
    const encoder = encoding === 'base64' ? getBase64Encoder() : getBase58Encoder()
    return new Uint8Array(encoder.encode(text))
  } catch {
    throw invalidParams(`invalid ${encoding} encoding: the transaction does not decode`)
  }
}

const rank: Record<Commitment, number> = { processed: 0, confirmed: 1, finalized: 2 }

/** The landed transaction when it has reached `commitment`, else undefined. */
function recordAt(ledger: SolanaLedger, signature: string, commitment: Commitment) {
  const status = ledger.status(signature)
  if (!status || rank[status.confirmationStatus] < rank[commitment]) return undefined
  return { record: ledger.transactions.get(signature)!, status }
}

const historyCommitmentSchema = commitmentSchema.exclude(['processed'], {
  message: 'Invalid param: method does not support commitment below `confirmed`',
})

/** Sending, simulating and looking up transactions, and the faucet. */
export const transactionMethods = {
  sendTransaction: defineRpcMethod(
    z.tuple([
      z.string().min(1),
      z
        .object({
          encoding: wireEncodingSchema.optional(),
          skipPreflight: z.boolean().optional(),
          preflightCommitment: commitmentSchema.optional(),
          maxRetries: z.number().int().nonnegative().optional(),
          minContextSlot: minContextSlotSchema,
        })
        .passthrough()
        .optional(),
    ]),
    ([text, config], ledger) => {
      contextSlot(ledger, { commitment: 'processed', minContextSlot: config?.minContextSlot })
      const bytes = wireBytes(text, config?.encoding)
      return sendTransaction(ledger, bytes, { skipPreflight: config?.skipPreflight })
    },
  ),
  simulateTransaction: defineRpcMethod(
    z.tuple([
      z.string().min(1),
      readConfigSchema
        .extend({
          encoding: wireEncodingSchema.optional(),
          sigVerify: z.boolean().optional(),
          replaceRecentBlockhash: z.boolean().optional(),
          innerInstructions: z.boolean().optional(),
          accounts: z
            .object({
              addresses: z.array(addressSchema).max(100),
              encoding: accountEncodingSchema.optional(),
            })
            .optional(),
        })
        .optional(),
    ]),
    ([text, config = {}], ledger) => {
      if (config.sigVerify && config.replaceRecentBlockhash) {
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      }
      const wire = decodeWireTransaction(wireBytes(text, config.encoding))
      const result = simulateTransaction(ledger, wire, {
        sigVerify: config.sigVerify ?? false,
        replaceRecentBlockhash: config.replaceRecentBlockhash ?? false,
      })
      const accounts = config.accounts?.addresses.map((key) => {
        const account = result.postAccounts.get(key) ?? ledger.svm.getAccount(address(key))
        if (!('programAddress' in account)) return null
        return encodeAccount(ledger.svm, account, { encoding: config.accounts?.encoding })
      })
      return withContext(ledger, config, {
        err: result.err,
        logs: result.logs,
        accounts: accounts ?? null,
        unitsConsumed: result.unitsConsumed,
        returnData: result.returnData,
        innerInstructions: config.innerInstructions ? result.innerInstructions : null,
        fee: result.fee,
        ...(result.replacementBlockhash && { replacementBlockhash: result.replacementBlockhash }),
      })
    },
  ),
  getSignatureStatuses: defineRpcMethod(
    z.tuple([
      z.array(signatureSchema).max(256),
      z.object({ searchTransactionHistory: z.boolean().optional() }).passthrough().optional(),
    ]),
    ([signatures], ledger) =>
      withContext(
        ledger,
        { commitment: 'processed' },
        signatures.map((signature) => {
          const status = ledger.status(signature)
          return status && { ...status, status: status.err ? { Err: status.err } : { Ok: null } }
        }),
      ),
  ),
  getSignaturesForAddress: defineRpcMethod(
    z.tuple([
      addressSchema,
      z
        .object({
          limit: z.number().int().min(1).max(1000).optional(),
          before: signatureSchema.optional(),
          until: signatureSchema.optional(),
          commitment: historyCommitmentSchema.optional(),
          minContextSlot: minContextSlotSchema,
        })
        .passthrough()
        .optional(),
    ]),
    ([key, config = {}], ledger) => {
      contextSlot(ledger, config)
      const newestFirst = [...ledger.signaturesFor(key)].reverse()
      const start = config.before ? newestFirst.indexOf(config.before) + 1 : 0
      const end = config.until ? newestFirst.indexOf(config.until) : -1
      const window = newestFirst.slice(start, end === -1 ? undefined : end)
      return window
        .flatMap((signature) => {
          const found = recordAt(ledger, signature, config.commitment ?? 'finalized')
          if (!found) return []
          return {
            signature,
            slot: found.record.slot,
            err: found.record.meta.err,
            memo: null,
            blockTime: found.record.blockTime,
            confirmationStatus: found.status.confirmationStatus,
          }
        })
        .slice(0, config.limit ?? 1000)
    },
  ),
  getTransaction: defineRpcMethod(
    z.tuple([
      signatureSchema,
      z
        .object({
          encoding: z.enum(['json', 'jsonParsed', 'base64', 'base58']).optional(),
          commitment: historyCommitmentSchema.optional(),
          maxSupportedTransactionVersion: z.literal(0).optional(),
        })
        .passthrough()
        .optional(),
    ]),
    ([signature, config = {}], ledger) => {
      const found = recordAt(ledger, signature, config.commitment ?? 'finalized')
      if (!found) return null
      const { version } = found.record.wire
      if (version === 0 && config.maxSupportedTransactionVersion === undefined) {
        throw new SolanaRpcError(
          solanaRpcErrorCodes.unsupportedTransactionVersion,
          'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
        )
      }
      return encodeTransaction(found.record, config.encoding ?? 'json')
    },
  ),
  requestAirdrop: defineRpcMethod(
    z.tuple([addressSchema, u64Schema.min(1), readConfigSchema.optional()]),
    ([key, lamports], ledger) => requestAirdrop(ledger, address(key), BigInt(lamports)),
  ),
}

import { getBase58Decoder, getBase58Encoder, getBase64Decoder } from '@solana/kit'
import { parseInstruction, type ResolvedInstruction } from './parseInstruction.ts'
import type { TransactionRecord } from './TransactionRecord.ts'

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58'

/**
 * A landed transaction as `getTransaction` answers it: `{ slot, blockTime, meta, transaction,
 * version }` with the transaction as base64/base58 bytes, or as JSON (jsonParsed names every
 * account key and parses System and SPL Token transfers).
 *
 * @example
 * encodeTransaction(record, 'jsonParsed').meta.postTokenBalances
 */
export function encodeTransaction(record: TransactionRecord, encoding: TransactionEncoding) {
  const { meta, wire } = record
  const keys = record.accountKeys.map((key) => key.pubkey)
  const base58 = getBase58Decoder()
  const loaded = record.accountKeys.filter((key) => key.source === 'lookupTable')
  const resolve = (programIdIndex: number, accounts: number[], data: Uint8Array) => ({
    programId: keys[programIdIndex]!,
    accounts: accounts.map((index) => keys[index]!),
    data,
  })
  const asJson = (instruction: ResolvedInstruction, compiled: object) => {
    if (encoding !== 'jsonParsed') return compiled
    const parsed = parseInstruction(instruction)
    return parsed
      ? { ...parsed, stackHeight: null }
      : {
          programId: instruction.programId,
          accounts: instruction.accounts,
          data: base58.decode(instruction.data),
          stackHeight: null,
        }
  }
  const innerInstructions = meta.innerInstructions.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((inner) =>
      asJson(
        resolve(inner.programIdIndex, inner.accounts, new Uint8Array(base58Bytes(inner.data))),
        inner,
      ),
    ),
  }))
  const jsonMeta = {
    err: meta.err,
    status: meta.err === null ? { Ok: null } : { Err: meta.err },
    fee: meta.fee,
    preBalances: meta.preBalances,
    postBalances: meta.postBalances,
    innerInstructions,
    logMessages: meta.logMessages,
    preTokenBalances: meta.preTokenBalances,
    postTokenBalances: meta.postTokenBalances,
    rewards: [],
    loadedAddresses: {
      writable: loaded.filter((key) => key.writable).map((key) => key.pubkey),
      readonly: loaded.filter((key) => !key.writable).map((key) => key.pubkey),
    },
    computeUnitsConsumed: meta.computeUnitsConsumed,
    ...(meta.returnData && { returnData: meta.returnData }),
  }
  const common = {
    slot: record.slot,
    blockTime: record.blockTime,
    meta: jsonMeta,
    version: wire.version,
  }
  if (encoding === 'base64') {
    return { ...common, transaction: [getBase64Decoder().decode(record.bytes), 'base64'] }
  }
  if (encoding === 'base58')
    return { ...common, transaction: [base58.decode(record.bytes), 'base58'] }

  const { message } = wire
  const instructions = message.instructions.map((instruction) => {
    const accounts = instruction.accountIndices ?? []
    const data = new Uint8Array(instruction.data ?? [])
    return asJson(resolve(instruction.programAddressIndex, accounts, data), {
      programIdIndex: instruction.programAddressIndex,
      accounts,
      data: base58.decode(data),
      stackHeight: null,
    })
  })
  const lookups = message.version === 0 ? (message.addressTableLookups ?? []) : undefined
  return {
    ...common,
    transaction: {
      signatures: wire.signatures,
      message: {
        accountKeys: encoding === 'jsonParsed' ? record.accountKeys : message.staticAccounts,
        header: {
          numRequiredSignatures: message.header.numSignerAccounts,
          numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
          numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
        },
        recentBlockhash: message.lifetimeToken,
        instructions,
        ...(lookups && {
          addressTableLookups: lookups.map((lookup) => ({
            accountKey: lookup.lookupTableAddress,
            writableIndexes: lookup.writableIndexes,
            readonlyIndexes: lookup.readonlyIndexes,
          })),
        }),
      },
    },
  }
}

function base58Bytes(text: string) {
  return getBase58Encoder().encode(text)
}

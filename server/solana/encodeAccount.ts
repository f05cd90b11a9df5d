import { type EncodedAccount, getBase58Decoder, getBase64Decoder } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import { parseAccountData } from './parseAccountData.ts'
import type { AccountConfig } from './rpcSchemas.ts'
import { invalidParams } from './SolanaRpcError.ts'

/** An account as `getAccountInfo` answers it. */
export interface RpcAccount {
  data: [string, string] | { program: string; parsed: unknown; space: number }
  executable: boolean
  lamports: bigint
  owner: string
  rentEpoch: bigint
  space: number
}

// What a real node answers as rentEpoch for every rent-exempt account.
const rentExemptEpoch = 18_446_744_073_709_551_615n

/**
 * An account in the requested encoding: base64 (the default of kit), base58 (at most 128 bytes,
 * as on Agave) or jsonParsed (SPL Token mints and accounts parsed; anything else falls back to
 * base64, as a node does). `base64+zstd` is refused: compression is not offered here.
 *
 * @example
 * encodeAccount(svm, svm.getAccount(address), { encoding: 'jsonParsed' })
 */
export function encodeAccount(
  svm: LiteSVM,
  account: EncodedAccount,
  { encoding = 'base64', dataSlice }: Pick<AccountConfig, 'encoding' | 'dataSlice'> = {},
): RpcAccount {
  const full = account.data
  const data = dataSlice
    ? full.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : full
  const base = {
    executable: account.executable,
    lamports: BigInt(account.lamports),
    owner: account.programAddress,
    rentEpoch: rentExemptEpoch,
    space: full.length,
  }
  if (encoding === 'jsonParsed' && !dataSlice) {
    const parsed = parseAccountData(svm, account)
    if (parsed) return { ...base, data: parsed }
  }
  if (encoding === 'base58') {
    if (data.length > 128) {
      throw invalidParams(
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
      )
    }
    return { ...base, data: [getBase58Decoder().decode(data), 'base58'] }
  }
  if (encoding === 'base64+zstd') {
    throw invalidParams(
      'Invalid params: base64+zstd encoding is not supported by the local chain; use base64.',
    )
  }
  return { ...base, data: [getBase64Decoder().decode(data), 'base64'] }
}

import { type Clock, type HttpClient, KeyportError } from '@keyport/kernel'
import type { z } from 'zod'
import {
  balanceSchema,
  feeForMessageSchema,
  latestBlockhashSchema,
  rentSchema,
  rpcAnswerSchema,
  signatureStatusesSchema,
  tokenAccountSchema,
} from './solanaRpcSchemas.ts'

/** A recent blockhash and the last block height the transaction built on it is valid for. */
export type SolanaBlockhash = { blockhash: string; lastValidBlockHeight: bigint }

/** The Solana reads of a send. Implemented over the data API's JSON-RPC by `createSolanaSendChain`. */
export interface SolanaSendChain {
  /** The account's SOL balance in lamports. */
  balanceOf(owner: string): Promise<bigint>
  /** A token account's balance in the token's smallest unit; undefined when it does not exist. */
  tokenBalanceOf(tokenAccount: string): Promise<bigint | undefined>
  latestBlockhash(): Promise<SolanaBlockhash>
  /** The fee in lamports of a compiled message (base64). */
  feeForMessage(message: string): Promise<bigint>
  /** The lamports an account of `size` bytes needs to be rent exempt. */
  rentExemptMinimum(size: number): Promise<bigint>
  /** Waits until the transaction is confirmed; `failed` when it landed with an error. */
  waitForConfirmation(signature: string): Promise<{ failed: boolean }>
}

/** A Solana JSON-RPC error answer, or an answer we cannot read; `details` says which. */
export class SolanaRpcError extends KeyportError {
  override name = 'SolanaRpcError' as const
  constructor(details: string) {
    super('The Solana network did not answer as expected. Try again.', {
      details,
      pluginId: 'send-receive',
    })
  }
}

export type CreateSolanaSendChainParameters = {
  /** The kernel's data API client; calls go to its JSON-RPC endpoint `POST /v1/?chainId=…`. */
  dataApi: Pick<HttpClient, 'post'>
  /** The CAIP-2 id of the Solana network, e.g. 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'. */
  chainId: `solana:${string}`
  clock: Pick<Clock, 'setTimeout'>
  /** @default 500 */
  pollingIntervalMs?: number
  /** How many status polls before giving up. @default 120 */
  maxPolls?: number
}

/**
 * Creates the chain reads of a Solana send over the data API's JSON-RPC endpoint (the methods
 * its allow-list serves), each answer checked with zod.
 *
 * @example
 * const chain = createSolanaSendChain({ dataApi, chainId: solanaMainnet.caipNetworkId, clock })
 * const { blockhash } = await chain.latestBlockhash()
 */
export function createSolanaSendChain({
  dataApi,
  chainId,
  clock,
  pollingIntervalMs = 500,
  maxPolls = 120,
}: CreateSolanaSendChainParameters): SolanaSendChain {
  let id = 0
  const call = async <T extends z.ZodType>(method: string, params: unknown[], schema: T) => {
    const answer = rpcAnswerSchema.parse(
      await dataApi.post({
        path: '/v1/',
        params: { chainId },
        body: { jsonrpc: '2.0', id: ++id, method, params },
      }),
    )
    if (!answer.ok) throw new SolanaRpcError(`${method}: ${answer.error.message}`)
    const read = schema.safeParse(answer.result)
    if (!read.success) throw new SolanaRpcError(`${method} answered something unreadable.`)
    return read.data as z.output<T>
  }
  const wait = () => new Promise<void>((resolve) => clock.setTimeout(resolve, pollingIntervalMs))
  const commitment = { commitment: 'confirmed' }

  return {
    balanceOf: async (owner) =>
      (await call('getBalance', [owner, commitment], balanceSchema)).value,
    async tokenBalanceOf(tokenAccount) {
      const params = [tokenAccount, { ...commitment, encoding: 'jsonParsed' }]
      const { value } = await call('getAccountInfo', params, tokenAccountSchema)
      return value?.data.parsed.info.tokenAmount.amount
    },
    latestBlockhash: async () =>
      (await call('getLatestBlockhash', [commitment], latestBlockhashSchema)).value,
    async feeForMessage(message) {
      const { value } = await call('getFeeForMessage', [message, commitment], feeForMessageSchema)
      if (value === null) throw new SolanaRpcError('getFeeForMessage: the blockhash expired.')
      return value
    },
    rentExemptMinimum: (size) => call('getMinimumBalanceForRentExemption', [size], rentSchema),
    async waitForConfirmation(signature) {
      for (let poll = 0; poll < maxPolls; poll++) {
        const { value } = await call('getSignatureStatuses', [[signature]], signatureStatusesSchema)
        const status = value[0]
        if (status?.err) return { failed: true }
        if (status?.confirmationStatus && status.confirmationStatus !== 'processed')
          return { failed: false }
        await wait()
      }
      throw new SolanaRpcError(`Transaction ${signature} was not confirmed in time.`)
    },
  }
}

import type { Eip1193Provider } from '@keyport/connect'
import { createClient, custom } from 'viem'
import { sendTransaction, waitForTransactionReceipt } from 'viem/actions'
import { defineChain } from 'viem/utils'
import { SwapRejectedError, SwapTransactionFailedError } from '../errors.ts'
import type { WalletTransaction } from './createSwapApi.ts'

export type SendWalletTransactionParameters = {
  /** The connected wallet (`connectionToken`'s `provider()`). */
  provider: Eip1193Provider
  /** The chain the transaction was built for; a wallet on another chain is refused. */
  chainId: number
  transaction: WalletTransaction
  /** How often to ask for the receipt. @default 1_000 */
  pollingInterval?: number
  /** How long to wait for the receipt (spec §9's 4 minutes). @default 240_000 */
  timeout?: number
}

type Failure = { code?: unknown; name?: unknown; shortMessage?: unknown; cause?: unknown }

/** The first error in the cause chain that matches. */
function find(error: unknown, match: (e: Failure) => boolean): Failure | undefined {
  for (let e = error as Failure | undefined, depth = 0; e && depth < 10; depth++) {
    if (match(e)) return e
    e = e.cause as Failure | undefined
  }
  return undefined
}

/**
 * Asks the wallet to sign and send a transaction, then waits until it is mined; resolves with its
 * hash once it succeeded. A declined prompt (EIP-1193 4001) throws `SwapRejectedError`; a wallet
 * on another chain, a failed send or a reverted transaction throw `SwapTransactionFailedError`
 * with the text to show.
 *
 * @example
 * const hash = await sendWalletTransaction({ provider, chainId: 1, transaction })
 */
export async function sendWalletTransaction({
  provider,
  chainId,
  transaction,
  pollingInterval = 1_000,
  timeout = 240_000,
}: SendWalletTransactionParameters): Promise<`0x${string}`> {
  const chain = defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  })
  const client = createClient({
    chain,
    transport: custom(provider as Parameters<typeof custom>[0]),
    pollingInterval,
  })
  let hash: `0x${string}`
  try {
    hash = await sendTransaction(client, {
      account: transaction.from,
      chain,
      to: transaction.to,
      data: transaction.data,
      value: transaction.value,
      gas: transaction.gas,
    })
  } catch (error) {
    if (find(error, (e) => e.code === 4001)) throw new SwapRejectedError(error)
    if (find(error, (e) => e.name === 'ChainMismatchError'))
      throw new SwapTransactionFailedError(
        'Your wallet is on another network. Switch back to swap.',
        undefined,
        error,
      )
    const reason = find(error, (e) => typeof e.shortMessage === 'string')?.shortMessage
    throw new SwapTransactionFailedError(
      'The wallet could not send the transaction. Try again.',
      typeof reason === 'string' ? reason : String(error),
      error,
    )
  }
  let status: 'success' | 'reverted'
  try {
    ;({ status } = await waitForTransactionReceipt(client, { hash, pollingInterval, timeout }))
  } catch (error) {
    throw new SwapTransactionFailedError(
      'The transaction was sent but is not confirmed yet. Check your activity before trying again.',
      `Transaction ${hash}`,
      error,
    )
  }
  if (status !== 'success')
    throw new SwapTransactionFailedError(
      'The transaction failed on chain. Nothing was swapped; try again.',
      `Transaction ${hash} reverted.`,
    )
  return hash
}

import { rpcErrorCode } from '@keyport/connect'
import { toHex } from 'viem/utils'
import { SendError, SignatureDeclinedError, TransactionHashInvalidError } from '../errors.ts'
import { isTransactionHash } from './isTransactionHash.ts'
import type { Eip155SendPreview } from './prepareSend.ts'

/** The EIP-1193 surface a send needs: any connector's provider has it. */
export type SendProvider = {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>
}

/**
 * Asks the wallet to sign and send the previewed transaction (`eth_sendTransaction` with the
 * estimated gas and fees, so the fee shown is the fee asked for). Checks first that the wallet is
 * still on the previewed account and chain. Resolves with the hash; rejects with
 * `SignatureDeclinedError` ('Signature declined') when the user refuses,
 * `TransactionHashInvalidError` for an answer that is not 0x and 64 hex characters, or
 * `SendError` 'sendFailed' / 'networkChanged'.
 *
 * @example
 * const hash = await submitSend({ preview, provider, wallet: { address, chainId } })
 */
export async function submitSend({
  preview,
  provider,
  wallet,
}: {
  preview: Eip155SendPreview
  provider: SendProvider
  /** Where the wallet is now. */
  wallet: { address?: string; chainId?: number }
}): Promise<`0x${string}`> {
  if (
    wallet.address?.toLowerCase() !== preview.from.toLowerCase() ||
    wallet.chainId !== preview.chainId
  )
    throw new SendError('networkChanged')
  const { call, fee } = preview
  const fees =
    fee.type === 'eip1559'
      ? {
          maxFeePerGas: toHex(fee.maxFeePerGas),
          maxPriorityFeePerGas: toHex(fee.maxPriorityFeePerGas),
        }
      : { gasPrice: toHex(fee.gasPrice) }
  let hash: unknown
  try {
    hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: preview.from,
          to: call.to,
          value: toHex(call.value),
          ...(call.data ? { data: call.data } : {}),
          gas: toHex(fee.gas),
          ...fees,
          chainId: toHex(preview.chainId),
        },
      ],
    })
  } catch (error) {
    if (rpcErrorCode(error) === 4001) throw new SignatureDeclinedError(error)
    const message =
      typeof (error as Error)?.message === 'string' ? (error as Error).message : undefined
    throw new SendError('sendFailed', {}, { cause: error, details: message })
  }
  if (!isTransactionHash(hash)) throw new TransactionHashInvalidError(hash)
  return hash
}

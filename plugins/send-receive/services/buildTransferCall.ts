import { encodeFunctionData } from 'viem/utils'
import { erc20TransferAbi } from './erc20TransferAbi.ts'

export type TransferCall = { to: `0x${string}`; value: bigint; data?: `0x${string}` }

/**
 * The call that moves `amount` of a token to `recipient`: a plain value transfer for the native
 * coin, an ERC-20 `transfer(recipient, amount)` to the token contract otherwise.
 *
 * @example
 * buildTransferCall({ recipient, amount: 10n ** 18n }) // { to: recipient, value: 10n ** 18n }
 * buildTransferCall({ token: usdc, recipient, amount: 5_000_000n }) // { to: usdc, value: 0n, data: '0xa9059cbb…' }
 */
export function buildTransferCall({
  token,
  recipient,
  amount,
}: {
  /** The ERC-20 contract; undefined for the native coin. */
  token?: `0x${string}`
  recipient: `0x${string}`
  amount: bigint
}): TransferCall {
  if (!token) return { to: recipient, value: amount }
  return {
    to: token,
    value: 0n,
    data: encodeFunctionData({
      abi: erc20TransferAbi,
      functionName: 'transfer',
      args: [recipient, amount],
    }),
  }
}

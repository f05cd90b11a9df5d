import type { HttpClient } from '@keyport/kernel'
import type { AccountCodeKind } from '@keyport/kernel/chain'
import { formatUnits } from 'viem/utils'
import { SendError } from '../errors.ts'
import { buildTransferCall, type TransferCall } from './buildTransferCall.ts'
import type { SendChain, SendFee } from './createSendChain.ts'
import { parseRecipient } from './parseRecipient.ts'
import { parseSendAmount } from './parseSendAmount.ts'
import { resolveRecipientName } from './resolveRecipientName.ts'
import type { SendToken } from './SendToken.ts'
import { checkFeeCovered, estimateSendFee, usdValue } from './sendFee.ts'

/** What the user filled in. */
export type SendDraft = { token?: SendToken; amount: string; recipient: string }

/** Everything the preview of an eip155 send shows and the wallet is asked to sign. */
export type Eip155SendPreview = {
  /** Absent on eip155 previews; 'solana' marks a `SolanaSendPreview`. */
  namespace?: 'eip155'
  chainId: number
  from: `0x${string}`
  token: SendToken
  amount: bigint
  /** The amount in the token's units, e.g. '1.5'. */
  amountText: string
  /** USD value of the amount; undefined when the token has no price. */
  amountUsd?: number
  /**
   * `name` when the user typed a name; `address` is what it resolved to; `kind` what its code says
   * (a delegated EOA is an account with a delegate, not a contract), absent if the chain did not say.
   */
  recipient: { address: `0x${string}`; name?: string; kind?: AccountCodeKind }
  fee: SendFee
  /** The highest fee in the native coin, e.g. '0.000042'. */
  feeText: string
  feeUsd?: number
  native: { symbol: string; decimals: number }
  call: TransferCall
  /** The app pays the gas (its `sponsorship`, taken by the wallet): sent with `wallet_sendCalls`. */
  sponsored?: boolean
}

export type PrepareSendParameters = {
  draft: SendDraft
  from: `0x${string}`
  chainId: number
  chain: SendChain
  dataApi: HttpClient
  /** The chain's native coin, and its USD price when known (for the fee's value). */
  native: { symbol: string; decimals: number; price?: number }
  /** The app pays the gas: a token send needs no native coin. @default false */
  sponsored?: boolean
}

/**
 * Checks a draft against the chain and prices it: the recipient (a name is resolved through the
 * name service), the amount against the balance read on chain, the network fee estimated on
 * chain, and that the balance also covers the fee. Throws a `SendError` naming the field to fix.
 *
 * @example
 * const preview = await prepareSend({ draft, from, chainId: 1, chain, dataApi, native })
 * preview.feeText // '0.000042'
 */
export async function prepareSend({
  draft,
  from,
  chainId,
  chain,
  dataApi,
  native,
  sponsored = false,
}: PrepareSendParameters): Promise<Eip155SendPreview> {
  const { token } = draft
  if (!token) throw new SendError('tokenMissing')
  // Checks that need no network first, so a typo is reported without waiting.
  const typed = parseRecipient(draft.recipient)
  parseSendAmount({ text: draft.amount, symbol: token.symbol, decimals: token.decimals })
  const recipient =
    typed.type === 'address'
      ? { address: typed.address }
      : {
          address: await resolveRecipientName({ dataApi, name: typed.name, chainId }),
          name: typed.name,
        }
  const [tokenBalance, nativeBalance, kind] = await Promise.all([
    chain.balanceOf(from, token.address),
    token.address ? chain.balanceOf(from) : undefined,
    // Only for the note on the preview: a chain that cannot tell leaves it out.
    chain.recipientKind?.(recipient.address).catch(() => undefined),
  ])
  const amount = parseSendAmount({
    text: draft.amount,
    symbol: token.symbol,
    decimals: token.decimals,
    balance: tokenBalance,
  })
  const call = buildTransferCall({ token: token.address, recipient: recipient.address, amount })
  const fee = await estimateSendFee(() => chain.estimateFee({ ...call, from }))
  const feeText = checkFeeCovered({
    nativeBalance: nativeBalance ?? tokenBalance,
    // The paymaster pays a sponsored send's gas; a native send still needs its amount.
    fee: sponsored ? 0n : fee.total,
    amount,
    token: Boolean(token.address),
    native,
  })
  return {
    chainId,
    from,
    token,
    amount,
    amountText: formatUnits(amount, token.decimals),
    amountUsd: usdValue(amount, token.decimals, token.price),
    recipient: kind ? { ...recipient, kind } : recipient,
    fee,
    feeText,
    feeUsd: usdValue(fee.total, native.decimals, native.price),
    native: { symbol: native.symbol, decimals: native.decimals },
    call,
    ...(sponsored && { sponsored }),
  }
}

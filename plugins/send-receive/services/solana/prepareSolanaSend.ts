import { isAddress } from '@solana/kit'
import { formatUnits } from 'viem/utils'
import { SendError } from '../../errors.ts'
import { parseSendAmount } from '../parseSendAmount.ts'
import type { SendToken } from '../SendToken.ts'
import { checkFeeCovered, estimateSendFee, usdValue } from '../sendFee.ts'
import { buildSolanaTransfer, type SolanaTransfer, tokenAccountOf } from './buildSolanaTransfer.ts'
import type { SolanaSendChain } from './createSolanaSendChain.ts'
import { parseSolanaRecipient } from './parseSolanaRecipient.ts'

/** The size of an SPL token account: what creating one for the recipient costs in rent. */
const TOKEN_ACCOUNT_SIZE = 165

/** Everything the preview of a Solana send shows and the wallet is asked to sign. */
export type SolanaSendPreview = {
  namespace: 'solana'
  /** CAIP-2 network id. */
  chainId: `solana:${string}`
  /** The Wallet Standard chain the wallet signs for (`solana:mainnet`). */
  standardChain: `solana:${string}`
  /** The sender's base58 address. */
  from: string
  token: SendToken
  amount: bigint
  amountText: string
  amountUsd?: number
  recipient: { address: string; name?: undefined }
  /** Lamports: the network fee, plus the rent of the recipient's token account when created. */
  fee: bigint
  feeText: string
  feeUsd?: number
  native: { symbol: string; decimals: number }
  transfer: SolanaTransfer
}

export type PrepareSolanaSendParameters = {
  draft: { token?: SendToken; amount: string; recipient: string }
  from: string
  network: { caipNetworkId: `solana:${string}`; standardChain: `solana:${string}` }
  chain: SolanaSendChain
  /** SOL, and its USD price when known (for the fee's value). */
  native: { symbol: string; decimals: number; price?: number }
}

/**
 * Checks a Solana draft against the chain and prices it: the base58 recipient, the amount
 * against the balance read on chain (SOL, or the sender's token account of the mint), the fee
 * of the built transaction (`getFeeForMessage`) plus the rent of the recipient's token account
 * when it must be created, and that the SOL balance covers it. Throws a `SendError` naming the
 * field to fix.
 *
 * @example
 * const preview = await prepareSolanaSend({ draft, from, network: solanaMainnet, chain, native })
 * preview.feeText // '0.000005'
 */
export async function prepareSolanaSend({
  draft,
  from,
  network,
  chain,
  native,
}: PrepareSolanaSendParameters): Promise<SolanaSendPreview> {
  const { token } = draft
  if (!token) throw new SendError('tokenMissing')
  const to = parseSolanaRecipient(draft.recipient)
  if (!isAddress(to)) throw new SendError('recipientInvalidSolana')
  const { symbol, decimals, mint } = token
  parseSendAmount({ text: draft.amount, symbol, decimals })
  const [lamports, tokenBalance, recipientTokens] = await Promise.all([
    chain.balanceOf(from),
    mint ? tokenAccountOf(from, mint).then((account) => chain.tokenBalanceOf(account)) : undefined,
    mint ? tokenAccountOf(to, mint).then((account) => chain.tokenBalanceOf(account)) : undefined,
  ])
  const balance = mint ? (tokenBalance ?? 0n) : lamports
  const amount = parseSendAmount({ text: draft.amount, symbol, decimals, balance })
  const transfer: SolanaTransfer = mint
    ? { from, to, amount, mint, decimals, createRecipientAccount: recipientTokens === undefined }
    : { from, to, amount }
  const fee = await estimateSendFee(async () => {
    const built = await buildSolanaTransfer(transfer, await chain.latestBlockhash())
    const [networkFee, rent] = await Promise.all([
      chain.feeForMessage(built.message),
      transfer.mint && transfer.createRecipientAccount
        ? chain.rentExemptMinimum(TOKEN_ACCOUNT_SIZE)
        : 0n,
    ])
    return networkFee + rent
  })
  const feeText = checkFeeCovered({
    nativeBalance: lamports,
    fee,
    amount,
    token: Boolean(mint),
    native,
  })
  return {
    namespace: 'solana',
    chainId: network.caipNetworkId,
    standardChain: network.standardChain,
    from,
    token,
    amount,
    amountText: formatUnits(amount, decimals),
    amountUsd: usdValue(amount, decimals, token.price),
    recipient: { address: to },
    fee,
    feeText,
    feeUsd: usdValue(fee, native.decimals, native.price),
    native: { symbol: native.symbol, decimals: native.decimals },
    transfer,
  }
}

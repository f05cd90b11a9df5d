import { rpcErrorCode } from '@keyport/connect'
import { getBase58Decoder } from '@solana/kit'
import type { SolanaSignAndSendTransactionFeature } from '@solana/wallet-standard-features'
import type { Wallet } from '@wallet-standard/base'
import { SendError, SignatureDeclinedError } from '../../errors.ts'
import { buildSolanaTransfer } from './buildSolanaTransfer.ts'
import type { SolanaSendChain } from './createSolanaSendChain.ts'
import type { SolanaSendPreview } from './prepareSolanaSend.ts'

export type SubmitSolanaSendParameters = {
  preview: SolanaSendPreview
  /** The connected wallet's Wallet Standard side (`connector.solana.wallet`). */
  wallet: Wallet | undefined
  chain: Pick<SolanaSendChain, 'latestBlockhash'>
  /** Where the connection is now: its CAIP-10 account. */
  caipAddress: string | undefined
}

/**
 * Asks the wallet to sign and send the previewed transfer through `solana:signAndSendTransaction`,
 * built afresh on a recent blockhash (a preview left open would otherwise expire). Checks first
 * that the connection is still on the previewed account and network. Resolves with the base58
 * signature; rejects with `SignatureDeclinedError` ('Signature declined') when the user refuses,
 * or `SendError` 'networkChanged' / 'sendFailed'.
 *
 * @example
 * const signature = await submitSolanaSend({ preview, wallet, chain, caipAddress })
 */
export async function submitSolanaSend({
  preview,
  wallet,
  chain,
  caipAddress,
}: SubmitSolanaSendParameters): Promise<string> {
  const account = wallet?.accounts.find((candidate) => candidate.address === preview.from)
  if (!wallet || !account || caipAddress !== `${preview.chainId}:${preview.from}`)
    throw new SendError('networkChanged')
  const feature = (wallet.features as Partial<SolanaSignAndSendTransactionFeature>)[
    'solana:signAndSendTransaction'
  ]
  if (!feature)
    throw new SendError('sendFailed', {}, { details: `${wallet.name} cannot send transactions.` })
  let signature: Uint8Array | undefined
  try {
    const { transaction } = await buildSolanaTransfer(
      preview.transfer,
      await chain.latestBlockhash(),
    )
    const [output] = await feature.signAndSendTransaction({
      account,
      chain: preview.standardChain,
      transaction,
      options: { commitment: 'confirmed' },
    })
    signature = output?.signature
  } catch (error) {
    if (rpcErrorCode(error) === 4001) throw new SignatureDeclinedError(error)
    const message =
      typeof (error as Error)?.message === 'string' ? (error as Error).message : undefined
    throw new SendError('sendFailed', {}, { cause: error, details: message })
  }
  if (!(signature instanceof Uint8Array) || signature.length !== 64)
    throw new SendError('sendFailed', {}, { details: 'The wallet answered no signature.' })
  return getBase58Decoder().decode(signature)
}

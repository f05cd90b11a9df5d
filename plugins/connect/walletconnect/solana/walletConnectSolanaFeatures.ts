import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { WalletAnswerInvalidError } from '../../errors.ts'
import type { WalletConnectSolanaHost } from '../WalletConnectSolanaHost.ts'
import { addSignature, fromBase58, fromBase64, toBase58, toBase64 } from './solanaCodecs.ts'
import { solanaRequest } from './solanaRequest.ts'

export type WalletConnectSolanaSignFeatures = SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

const transactionVersions = ['legacy', 0] as const

/**
 * The Wallet Standard signing features of a WalletConnect session's Solana side, each sent as
 * WalletConnect's Solana RPC request: `solana_signMessage` (base58 message and pubkey),
 * `solana_signTransaction` / `solana_signAllTransactions` (base64 transactions) and
 * `solana_signAndSendTransaction` (base64 transaction and send options). An answer that is not
 * the documented shape rejects with `WalletAnswerInvalidError`.
 *
 * @example
 * const features = walletConnectSolanaFeatures(host)
 * await features['solana:signMessage'].signMessage({ account, message })
 */
export function walletConnectSolanaFeatures(
  host: WalletConnectSolanaHost,
): WalletConnectSolanaSignFeatures {
  const invalid = (method: string, what: string) =>
    new WalletAnswerInvalidError(
      host.session()?.walletName ?? 'WalletConnect',
      `${method} answered ${what}.`,
    )
  const signatureOf = (method: string, answer: unknown) => {
    const text = (answer as { signature?: unknown } | null)?.signature
    const bytes = typeof text === 'string' ? decodeOr(fromBase58, text) : undefined
    if (bytes?.length !== 64) throw invalid(method, 'no base58 Ed25519 signature')
    return bytes
  }
  const transactionOf = (method: string, text: unknown) => {
    const bytes = typeof text === 'string' ? decodeOr(fromBase64, text) : undefined
    if (!bytes?.length) throw invalid(method, 'no base64 transaction')
    return bytes
  }

  const signOne = async (input: SolanaSignTransactionInput) => {
    const method = 'solana_signTransaction'
    const answer = (await solanaRequest(
      host,
      method,
      { transaction: toBase64(input.transaction) },
      input.chain,
    )) as { transaction?: unknown } | null
    if (answer?.transaction !== undefined) return transactionOf(method, answer.transaction)
    const signed = addSignature(
      input.transaction,
      input.account.address,
      signatureOf(method, answer),
    )
    if (!signed) throw invalid(method, `a signature for ${input.account.address}, not a signer`)
    return signed
  }

  const signAll = async (inputs: readonly SolanaSignTransactionInput[]) => {
    const method = 'solana_signAllTransactions'
    const answer = (await solanaRequest(
      host,
      method,
      { transactions: inputs.map((input) => toBase64(input.transaction)) },
      inputs[0]?.chain,
    )) as { transactions?: unknown } | null
    const transactions = answer?.transactions
    if (!Array.isArray(transactions) || transactions.length !== inputs.length)
      throw invalid(method, `not ${inputs.length} transactions`)
    return transactions.map((text) => transactionOf(method, text))
  }

  return {
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: (...inputs) =>
        sequence(inputs, async ({ account, message }) => {
          const answer = await solanaRequest(host, 'solana_signMessage', {
            message: toBase58(message),
            pubkey: account.address,
          })
          return {
            signedMessage: message,
            signature: signatureOf('solana_signMessage', answer),
            signatureType: 'ed25519' as const,
          }
        }),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: transactionVersions,
      async signTransaction(...inputs) {
        const approved = host.session()?.solana.methods ?? []
        const signed =
          inputs.length > 1 && approved.includes('solana_signAllTransactions')
            ? await signAll(inputs)
            : await sequence(inputs, signOne)
        return signed.map((signedTransaction) => ({ signedTransaction }))
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: transactionVersions,
      signAndSendTransaction: (...inputs) =>
        sequence(inputs, async ({ transaction, chain, options }) => {
          const { preflightCommitment, skipPreflight, maxRetries, minContextSlot } = options ?? {}
          const answer = await solanaRequest(
            host,
            'solana_signAndSendTransaction',
            {
              transaction: toBase64(transaction),
              sendOptions: { preflightCommitment, skipPreflight, maxRetries, minContextSlot },
            },
            chain,
          )
          return { signature: signatureOf('solana_signAndSendTransaction', answer) }
        }),
    },
  }
}

// One prompt at a time on the phone, in the caller's order.
async function sequence<I, O>(inputs: readonly I[], each: (input: I) => Promise<O>) {
  const results: O[] = []
  for (const input of inputs) results.push(await each(input))
  return results
}

function decodeOr(decode: (text: string) => Uint8Array, text: string) {
  try {
    return decode(text)
  } catch {
    return undefined
  }
}

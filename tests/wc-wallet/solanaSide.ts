import {
  createSolanaTestWallet,
  type SolanaTestWallet,
  solanaAccount0Key,
  TestWalletRpcError,
} from '@keyport/test-wallet'
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Hex } from 'viem'
import { solanaWalletMethods } from './walletMethods.ts'

/** A Solana chain the WalletConnect wallet offers, by its CAIP-2 id; sends go to `rpcUrl`. */
export type WcSolanaChain = { id: `solana:${string}`; rpcUrl: string }

export type WcSolanaOptions = {
  /** The 32-byte Ed25519 seed. @default solanaAccount0Key (anvil mnemonic, m/44'/501'/0'/0') */
  privateKey?: Hex
  chains: WcSolanaChain[]
}

type Features = SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

// kit's encoders turn text into bytes, its decoders bytes into text.
const base58 = { toText: getBase58Decoder().decode, toBytes: getBase58Encoder().encode }
const base64 = { toText: getBase64Decoder().decode, toBytes: getBase64Encoder().encode }
const invalidParams = (message: string) => new TestWalletRpcError(-32602, message)

/**
 * The WalletConnect test wallet's Solana side: the `@keyport/test-wallet` Solana signer (same keys,
 * same `@solana/kit` signing) behind WalletConnect's Solana RPC methods. `namespace` is what the
 * wallet approves; `answer` runs one request (the approve/reject decision is the caller's).
 *
 * @example
 * const solana = await createWcSolanaSide({ chains: [{ id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', rpcUrl }] })
 * await solana.answer({ method: 'solana_signMessage', params: { message, pubkey } }, chainId)
 */
export async function createWcSolanaSide({
  privateKey = solanaAccount0Key,
  chains,
}: WcSolanaOptions) {
  const solana: SolanaTestWallet = await createSolanaTestWallet({ privateKey, chains })
  const connect = solana.wallet.features['standard:connect'] as {
    connect(): Promise<unknown>
  }
  await connect.connect()
  const account = solana.wallet.accounts[0]!
  const features = solana.wallet.features as Features
  const address = account.address

  const bytes = (text: unknown, codec: typeof base58 | typeof base64, what: string) => {
    if (typeof text !== 'string') throw invalidParams(`${what} must be a string.`)
    try {
      return new Uint8Array(codec.toBytes(text))
    } catch {
      throw invalidParams(`${what} is not encoded as WalletConnect's Solana reference says.`)
    }
  }
  const signatureIn = (wire: Uint8Array) => {
    const signature = getTransactionDecoder().decode(wire).signatures[address as never]
    return signature ? base58.toText(signature) : undefined
  }

  async function answer(request: { method: string; params?: unknown }, chainId: string) {
    const params = (request.params ?? {}) as Record<string, unknown>
    switch (request.method) {
      case 'solana_getAccounts':
      case 'solana_requestAccounts':
        return [{ pubkey: address }]
      case 'solana_signMessage': {
        if (params.pubkey !== address)
          throw new TestWalletRpcError(
            4100,
            `The wallet holds no key for ${String(params.pubkey)}.`,
          )
        const message = bytes(params.message, base58, 'message')
        const [signed] = await features['solana:signMessage'].signMessage({ account, message })
        return { signature: base58.toText(signed!.signature) }
      }
      case 'solana_signTransaction': {
        const transaction = bytes(params.transaction, base64, 'transaction')
        const [signed] = await features['solana:signTransaction'].signTransaction({
          account,
          transaction,
          chain: chainId as `solana:${string}`,
        })
        return {
          signature: signatureIn(signed!.signedTransaction),
          transaction: base64.toText(signed!.signedTransaction),
        }
      }
      case 'solana_signAllTransactions': {
        if (!Array.isArray(params.transactions))
          throw invalidParams('transactions must be an array.')
        const signed = await features['solana:signTransaction'].signTransaction(
          ...params.transactions.map((text) => ({
            account,
            transaction: bytes(text, base64, 'transaction'),
          })),
        )
        return { transactions: signed.map((s) => base64.toText(s.signedTransaction)) }
      }
      case 'solana_signAndSendTransaction': {
        const transaction = bytes(params.transaction, base64, 'transaction')
        const options = (params.sendOptions ?? {}) as Record<string, never>
        const [sent] = await features['solana:signAndSendTransaction'].signAndSendTransaction({
          account,
          transaction,
          chain: chainId as `solana:${string}`,
          options,
        })
        return { signature: base58.toText(sent!.signature) }
      }
      default:
        throw new TestWalletRpcError(4200, `The wallet does not support ${request.method}.`)
    }
  }

  return {
    address,
    /** What the wallet approves in a session's `solana` namespace. */
    namespace: {
      chains: chains.map((chain) => chain.id),
      methods: [...solanaWalletMethods],
      events: [] as string[],
      accounts: chains.map((chain) => `${chain.id}:${address}`),
    },
    answer,
  }
}

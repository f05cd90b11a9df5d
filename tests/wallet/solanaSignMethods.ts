import {
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageInput,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { forwardRpc } from './forwardRpc.ts'
import { invalidParams, TestWalletRpcError } from './TestWalletRpcError.ts'

/** What the sign methods need from the wallet: the active key and where each chain's RPC is. */
export interface SolanaSigner {
  readonly keyPair: CryptoKeyPair
  rpcUrlFor(chain: string): string
}

/** How often and how long signAndSend polls for the commitment the dapp asked for. */
const CONFIRM_POLL_MS = 250
const CONFIRM_POLLS = 120
const commitmentRank = { processed: 0, confirmed: 1, finalized: 2 } as const

const bytesOf = (value: unknown, what: string): Uint8Array => {
  if (value instanceof Uint8Array) return value
  throw invalidParams(`${what} must be a Uint8Array.`)
}

/** `solana:signMessage`: an Ed25519 signature over the raw message bytes. */
export async function signMessage(signer: SolanaSigner, input: SolanaSignMessageInput) {
  const message = bytesOf(input.message, 'message')
  const signature = await signBytes(signer.keyPair.privateKey, message)
  return {
    signedMessage: message,
    signature: new Uint8Array(signature),
    signatureType: 'ed25519' as const,
  }
}

async function signWire(signer: SolanaSigner, wire: unknown) {
  const transaction = getTransactionDecoder().decode(bytesOf(wire, 'transaction'))
  // Refuses (SOLANA_ERROR__TRANSACTION__ADDRESSES_CANNOT_SIGN_TRANSACTION) when the key is not a signer.
  return partiallySignTransaction([signer.keyPair], transaction)
}

/** `solana:signTransaction`: adds this key's signature to a wire transaction, leaving others. */
export async function signTransaction(signer: SolanaSigner, input: SolanaSignTransactionInput) {
  const signed = await signWire(signer, input.transaction)
  return { signedTransaction: new Uint8Array(getTransactionEncoder().encode(signed)) }
}

/** `solana:signAndSendTransaction`: signs, sends through the chain's RPC, waits for `commitment`. */
export async function signAndSendTransaction(
  signer: SolanaSigner,
  input: SolanaSignAndSendTransactionInput,
) {
  const rpcUrl = signer.rpcUrlFor(input.chain)
  const signed = await signWire(signer, input.transaction)
  const { commitment, preflightCommitment, skipPreflight, maxRetries, minContextSlot } =
    input.options ?? {}
  const sent = await forwardRpc(rpcUrl, 'sendTransaction', [
    getBase64EncodedWireTransaction(signed),
    { encoding: 'base64', preflightCommitment, skipPreflight, maxRetries, minContextSlot },
  ])
  const expected = getSignatureFromTransaction(signed)
  if (sent !== expected)
    throw new TestWalletRpcError(-32603, `${rpcUrl} answered sendTransaction with ${String(sent)}.`)
  if (commitment) await confirm(rpcUrl, expected, commitment)
  return { signature: new Uint8Array(getBase58Encoder().encode(expected)) }
}

async function confirm(rpcUrl: string, signature: string, commitment: keyof typeof commitmentRank) {
  for (let poll = 0; poll < CONFIRM_POLLS; poll++) {
    const answer = (await forwardRpc(rpcUrl, 'getSignatureStatuses', [[signature]])) as {
      value?: ({ err: unknown; confirmationStatus?: keyof typeof commitmentRank } | null)[]
    }
    const status = answer?.value?.[0]
    if (status?.err)
      throw new TestWalletRpcError(-32003, `Transaction ${signature} failed.`, status.err)
    const reached = status?.confirmationStatus
    if (reached && commitmentRank[reached] >= commitmentRank[commitment]) return
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS))
  }
  throw new TestWalletRpcError(-32603, `Transaction ${signature} did not reach ${commitment}.`)
}

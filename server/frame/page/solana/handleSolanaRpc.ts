import {
  type Address,
  getAddressDecoder,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionEncoder,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit'
import { bytesToHex } from 'viem'
import type { ApprovalCard, ApprovalRow, ChainRpc } from '../approval/ApprovalCard.ts'
import { messageText } from '../approval/buildCards.ts'
import { type ApprovalGate, askApproval } from '../approvalUi.ts'
import type { SolanaKey } from '../solanaKey.ts'
import {
  type DecodedSolanaTransaction,
  decodeSolanaTransaction,
  isTransactionMessage,
} from './decodeSolanaTransaction.ts'
import { describeSolanaTransaction } from './describeSolanaTransaction.ts'
import { simulateSolanaChanges } from './simulateSolanaChanges.ts'
import { solanaNetworkName } from './solanaNetworks.ts'

export type SolanaRpcContext = {
  key: SolanaKey
  /** The app's origin, pinned by the frame at load. */
  origin: string
  /** The CAIP-2 network the request is for (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). */
  network: string
  /** JSON-RPC to that network through the data API. */
  rpc: ChainRpc
  doc: Document
  gate?: ApprovalGate
}

/** The wallet's Solana address (base58 of its public key). */
export const solanaAddressOf = (key: SolanaKey): Address =>
  getAddressDecoder().decode(key.publicKey)

const declined = () => new Error('Signature declined')
const base64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)
const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)

function stringParam(params: unknown, name: string): string {
  const value = (params as Record<string, unknown> | undefined)?.[name]
  if (typeof value !== 'string' || value.length === 0 || value.length > 20_000)
    throw new Error(`This request needs "${name}" as a string.`)
  return value
}

async function sign(key: SolanaKey, bytes: Uint8Array) {
  const data = bytes as Uint8Array<ArrayBuffer>
  return new Uint8Array(await crypto.subtle.sign('Ed25519', key.privateKey, data))
}

/** The transaction with this wallet's signature in its slot, as base64. */
async function signTransaction(
  key: SolanaKey,
  address: Address,
  { transaction }: DecodedSolanaTransaction,
) {
  const signature = (await sign(key, new Uint8Array(transaction.messageBytes))) as SignatureBytes
  const signed: Transaction = {
    ...transaction,
    signatures: { ...transaction.signatures, [address]: signature },
  }
  return { transaction: base64(new Uint8Array(getTransactionEncoder().encode(signed))), signature }
}

function decodeForSigning(text: string, address: Address) {
  const decoded = decodeSolanaTransaction(text)
  if (!decoded.signers.includes(address))
    throw new Error("This transaction does not need this wallet's signature.")
  return decoded
}

/**
 * Answers the spec's Solana signing methods inside the frame, each after the user's Approve on
 * the frame's own card: `solana_signMessage` ({ message: base58, pubkey }) → { signature },
 * `solana_signTransaction` ({ transaction: base64 }) → { transaction, signature },
 * `solana_signAllTransactions` ({ transactions }) → { transactions },
 * `solana_signAndSendTransaction` ({ transaction, options }) → { signature } (sent through the
 * data API's RPC for the network). Signatures are made with the wallet's non-extractable Ed25519
 * key (WebCrypto); the key never leaves this frame.
 *
 * @example
 * await handleSolanaRpc(context, 'solana_signMessage', { message: '9Lzm', pubkey: address })
 */
export async function handleSolanaRpc(
  context: SolanaRpcContext,
  method: string,
  params: unknown,
): Promise<unknown> {
  const { key, rpc, doc } = context
  const address = solanaAddressOf(key)
  const base = (title: string) => ({
    title,
    origin: context.origin,
    chain: { id: context.network, name: solanaNetworkName(context.network) },
  })
  const account: ApprovalRow = { label: 'Account', value: address }
  const approved = async (card: ApprovalCard | Promise<ApprovalCard>) => {
    if (!(await askApproval(doc, card, context.gate))) throw declined()
  }
  const transactionCard = async (title: string, texts: string[]): Promise<ApprovalCard> => {
    const decoded = texts.map((text) => decodeForSigning(text, address))
    const described = await Promise.all(
      decoded.map((one) => describeSolanaTransaction({ decoded: one, owner: address, rpc })),
    )
    const rows = described.flatMap((list, index) =>
      texts.length === 1
        ? list
        : list.map((row) => ({ ...row, label: `Transaction ${index + 1}: ${row.label}` })),
    )
    // A batch is simulated one by one against the current state; a single one shows its own.
    const simulation =
      texts.length === 1
        ? simulateSolanaChanges({
            rpc,
            owner: address,
            transaction: texts[0]!,
            accounts: decoded[0]!.writable,
          })
        : undefined
    return { ...base(title), rows: [...rows, account], raw: texts.join('\n\n'), simulation }
  }

  if (method === 'solana_signMessage') {
    const message = stringParam(params, 'message')
    const pubkey = stringParam(params, 'pubkey')
    if (pubkey !== address) throw new Error(`This wallet does not hold the account ${pubkey}.`)
    let bytes: Uint8Array
    try {
      bytes = new Uint8Array(getBase58Encoder().encode(message))
    } catch {
      throw new Error('The message must be base58.')
    }
    // A transaction message signed "as a message" is a signed transaction: never blind.
    if (isTransactionMessage(bytes))
      throw new Error('This message is a Solana transaction. Ask to sign it as a transaction.')
    const hex = bytesToHex(bytes)
    await approved({
      ...base('Sign message'),
      rows: [{ label: 'Message', value: messageText(hex) }, account],
      raw: hex,
    })
    return { signature: base58(await sign(key, bytes)) }
  }
  if (method === 'solana_signTransaction') {
    const text = stringParam(params, 'transaction')
    await approved(transactionCard('Sign transaction', [text]))
    const signed = await signTransaction(key, address, decodeForSigning(text, address))
    return { transaction: signed.transaction, signature: base58(signed.signature) }
  }
  if (method === 'solana_signAllTransactions') {
    const list = (params as { transactions?: unknown } | undefined)?.transactions
    if (
      !Array.isArray(list) ||
      list.length === 0 ||
      list.length > 20 ||
      !list.every((t) => typeof t === 'string')
    )
      throw new Error('This request needs "transactions": 1 to 20 base64 strings.')
    await approved(transactionCard('Sign transactions', list as string[]))
    const signed = await Promise.all(
      (list as string[]).map((text) =>
        signTransaction(key, address, decodeForSigning(text, address)),
      ),
    )
    return { transactions: signed.map((one) => one.transaction) }
  }
  if (method === 'solana_signAndSendTransaction') {
    const text = stringParam(params, 'transaction')
    await approved(transactionCard('Send transaction', [text]))
    const signed = await signTransaction(key, address, decodeForSigning(text, address))
    const options = (params as { options?: Record<string, unknown> }).options ?? {}
    const sendOptions = Object.fromEntries(
      ['skipPreflight', 'preflightCommitment', 'maxRetries', 'minContextSlot']
        .filter((name) => options[name] !== undefined)
        .map((name) => [name, options[name]]),
    )
    const signature = await rpc('sendTransaction', [
      signed.transaction,
      { ...sendOptions, encoding: 'base64' },
    ])
    return { signature }
  }
  throw new Error(`${method} is not available in this wallet yet`)
}

export { solanaNetworkOf } from './solanaNetworks.ts'

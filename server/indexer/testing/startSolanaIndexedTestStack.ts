import {
  type Address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  type Signature,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { type StartTestApiParameters, startTestApi } from '../../api/testing/startTestApi.ts'
import { solanaUsdcDecimals, solanaUsdcMint, startSolanaChain } from '../../solana/index.ts'
import { startIndexer } from '../startIndexer.ts'

/**
 * The local Solana chain (no slot clock: every landed transaction is confirmed at once), the data
 * API serving it as Solana mainnet on a fresh database, and the indexer following it: what the
 * Solana history and on-ramp integration tests run against. No EVM chain is started.
 *
 * @example
 * const stack = await startSolanaIndexedTestStack()
 * const alice = await stack.fundedAccount({ lamports: 2_000_000_000n, usdc: 50_000_000n })
 * afterAll(() => stack.stop())
 */
export async function startSolanaIndexedTestStack({
  api: apiOptions = {},
}: {
  api?: StartTestApiParameters
} = {}) {
  const solana = await startSolanaChain({ rpcPort: 0, wsPort: 0, slotIntervalMs: 0 })
  const network = solana.deployment.cluster.caipNetworkId
  const api = await startTestApi({
    solanaRpcUrls: { mainnet: solana.deployment.rpcUrl },
    rateLimit: 100_000,
    ...apiOptions,
  })
  const rpc = createSolanaRpc(solana.deployment.rpcUrl)
  const indexer = await startIndexer({
    db: api.db,
    chains: new Map(),
    solana: new Map([
      [network, { cluster: solana.deployment.cluster, rpcUrl: solana.deployment.rpcUrl, rpc }],
    ]),
    intervalMs: 50,
    log: () => {},
  })

  /** Waits until the transaction's slot is in the database. */
  const settle = async (signature: Signature) => {
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    if (!status) throw new Error(`Transaction ${signature} did not land.`)
    await indexer.waitForSlot(network, status.slot)
    return status
  }
  /** Signs with `signer` (the fee payer), sends, and waits for the indexer to store it. */
  const send = async (signer: KeyPairSigner, instructions: Instruction[]) => {
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(signer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    )
    const transaction = await signTransactionMessageWithSigners(message)
    await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    const signature = getSignatureFromTransaction(transaction)
    await settle(signature)
    return signature
  }
  /** The USDC transfer instructions from `from` to `to`'s associated account (created if need be). */
  const usdcTransfer = async (from: KeyPairSigner, to: Address, amount: bigint) => {
    const tokenProgram = TOKEN_PROGRAM_ADDRESS
    const [source] = await findAssociatedTokenPda({
      owner: from.address,
      mint: solanaUsdcMint,
      tokenProgram,
    })
    const [destination] = await findAssociatedTokenPda({
      owner: to,
      mint: solanaUsdcMint,
      tokenProgram,
    })
    return [
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer: from,
        owner: to,
        mint: solanaUsdcMint,
      }),
      getTransferCheckedInstruction({
        source,
        mint: solanaUsdcMint,
        destination,
        authority: from,
        amount,
        decimals: solanaUsdcDecimals,
      }),
    ]
  }
  const devSigner = (index: number) =>
    createKeyPairSignerFromPrivateKeyBytes(solana.ledger.seed.accounts[index]!.privateKey)
  const funder = await devSigner(0)

  /** A fresh key funded with SOL (and USDC) by dev account 0, so its history starts empty. */
  const fundedAccount = async ({ lamports = 1_000_000_000n, usdc = 0n } = {}) => {
    const signer = await generateKeyPairSigner()
    await send(funder, [
      getTransferSolInstruction({ source: funder, destination: signer.address, amount: lamports }),
      ...(usdc > 0n ? await usdcTransfer(funder, signer.address, usdc) : []),
    ])
    return signer
  }

  return {
    api,
    solana,
    network,
    rpc,
    indexer,
    send,
    settle,
    usdcTransfer,
    devSigner,
    fundedAccount,
    async stop() {
      await indexer.stop()
      await api.stop()
      await solana.stop()
    },
  }
}

import {
  type Address,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  generateKeyPairSigner,
  type Instruction,
  type KeyPairSigner,
  type Signature,
} from '@solana/kit'
import { type StartTestApiParameters, startTestApi } from '../../api/testing/startTestApi.ts'
import { solanaUsdcDecimals, solanaUsdcMint, startSolanaChain } from '../../solana/index.ts'
import { sendSolanaInstructions, solanaTransferInstructions } from '../../solana/transfers.ts'
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
  // One block time for the whole run: every order then rests on slots, as it does on a real chain
  // where many blocks share a second.
  const startedAt = Date.now()
  const solana = await startSolanaChain({
    rpcPort: 0,
    wsPort: 0,
    slotIntervalMs: 0,
    now: () => startedAt,
  })
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
    const signature = await sendSolanaInstructions(rpc, signer, instructions)
    await settle(signature)
    return signature
  }
  /** The USDC transfer instructions from `from` to `to`'s associated account (created if need be). */
  const usdcTransfer = (from: KeyPairSigner, to: Address, amount: bigint) =>
    solanaTransferInstructions({
      from,
      to,
      amount,
      token: { mint: solanaUsdcMint, decimals: solanaUsdcDecimals },
    })
  const devSigner = (index: number) =>
    createKeyPairSignerFromPrivateKeyBytes(solana.ledger.seed.accounts[index]!.privateKey)
  const funder = await devSigner(0)

  /** A fresh key funded with SOL (and USDC) by dev account 0, so its history starts empty. */
  const fundedAccount = async ({ lamports = 1_000_000_000n, usdc = 0n } = {}) => {
    const signer = await generateKeyPairSigner()
    await send(funder, [
      ...(await solanaTransferInstructions({ from: funder, to: signer.address, amount: lamports })),
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

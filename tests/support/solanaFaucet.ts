import { endpointFromEnv } from '@keyport/stack'
import { solanaDevKey } from '@keyport/test-wallet'
import {
  type Address,
  address,
  airdropFactory,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  devnet,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'

/** The seeded USDC mint on the local chain (mainnet's address, 6 decimals). */
const solanaUsdcMint = address('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')

// The local chain itself, as `npm start` runs it (KEYPORT_PORT_OFFSET shifts both ports). kit
// types requestAirdrop as a test-cluster method, so the URLs are marked devnet.
const rpc = createSolanaRpc(devnet(endpointFromEnv(process.env, 'SOLANA_RPC', 8899).url))
const rpcSubscriptions = createSolanaRpcSubscriptions(
  devnet(endpointFromEnv(process.env, 'SOLANA_WS', 8900, 'ws').url),
)

/** Airdrops `amount` lamports to `owner` and waits until the chain confirms it. */
export async function fundSol(owner: string, amount: bigint) {
  await airdropFactory({ rpc, rpcSubscriptions })({
    recipientAddress: address(owner),
    lamports: lamports(amount),
    commitment: 'confirmed',
  })
}

/**
 * Sends `amount` USDC base units (6 decimals) from Solana dev account #0 to `owner`, creating its
 * associated token account, and waits for the confirmation. Browser tests only receive from #0,
 * never sign with it, so no two specs compete for its funds.
 */
export async function fundUsdc(owner: string, amount: bigint) {
  const payer = await createKeyPairSignerFromPrivateKeyBytes(
    Uint8Array.from(Buffer.from(solanaDevKey(0).slice(2), 'hex')),
  )
  const ata = async (wallet: Address) =>
    (
      await findAssociatedTokenPda({
        owner: wallet,
        mint: solanaUsdcMint,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
    )[0]
  const create = await getCreateAssociatedTokenIdempotentInstructionAsync({
    payer,
    owner: address(owner),
    mint: solanaUsdcMint,
  })
  const transfer = getTransferCheckedInstruction({
    source: await ata(payer.address),
    mint: solanaUsdcMint,
    destination: await ata(address(owner)),
    authority: payer,
    amount,
    decimals: 6,
  })
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions([create, transfer], m),
  )
  const transaction = await signTransactionMessageWithSigners(message)
  assertIsTransactionWithBlockhashLifetime(transaction)
  await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(transaction, {
    commitment: 'confirmed',
  })
}

/** Lamports `owner` holds, as the chain confirms. */
export async function solBalance(owner: string) {
  return (await rpc.getBalance(address(owner), { commitment: 'confirmed' }).send()).value
}

/** USDC base units `owner` holds across its token accounts, as the chain confirms. */
export async function usdcBalance(owner: string) {
  const { value } = await rpc
    .getTokenAccountsByOwner(
      address(owner),
      { mint: solanaUsdcMint },
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    )
    .send()
  return value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}

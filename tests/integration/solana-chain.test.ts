import {
  type StartSolanaChainReturnType,
  solanaClusters,
  solanaUsdcMint,
  startSolanaChain,
} from '@keyport/server/solana/index.ts'
import {
  address,
  airdropFactory,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  compileTransaction,
  compileTransactionMessage,
  createKeyPairSignerFromPrivateKeyBytes,
  createNoopSigner,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  devnet,
  generateKeyPairSigner,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageEncoder,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  fetchToken,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// The official client against the local chain: every call below goes through the JSON-RPC over
// HTTP and the WebSocket subscriptions. No slot clock (slotIntervalMs 0): each landed transaction
// closes its slot, so confirmations never wait on time.
let solana: StartSolanaChainReturnType
// kit types requestAirdrop as a test-cluster method (`devnet(url)`); the local chain offers it
// although it reports mainnet's genesis hash.
let rpc: ReturnType<typeof createSolanaRpc<ReturnType<typeof devnet>>>
let rpcSubscriptions: ReturnType<typeof createSolanaRpcSubscriptions<ReturnType<typeof devnet>>>
let sendAndConfirm: ReturnType<typeof sendAndConfirmTransactionFactory>
let payer: KeyPairSigner

beforeAll(async () => {
  solana = await startSolanaChain({ rpcPort: 0, wsPort: 0, slotIntervalMs: 0 })
  rpc = createSolanaRpc(devnet(solana.deployment.rpcUrl))
  rpcSubscriptions = createSolanaRpcSubscriptions(devnet(solana.deployment.wsUrl))
  sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })
  payer = await createKeyPairSignerFromPrivateKeyBytes(solana.ledger.seed.accounts[0]!.privateKey)
})
afterAll(() => solana?.stop())

async function send(signer: KeyPairSigner, instructions: Instruction[]) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(signer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const transaction = await signTransactionMessageWithSigners(message)
  assertIsTransactionWithBlockhashLifetime(transaction)
  await sendAndConfirm(transaction, { commitment: 'confirmed' })
  return getSignatureFromTransaction(transaction)
}

describe('the local Solana chain through @solana/kit', () => {
  test('behavior: reports Solana mainnet genesis hash, so the CAIP-2 id is solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', async () => {
    const genesis = await rpc.getGenesisHash().send()
    expect(genesis).toBe(solanaClusters.mainnet.genesisHash)
    expect(`solana:${genesis.slice(0, 32)}`).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(await rpc.getHealth().send()).toBe('ok')
    expect(solana.deployment.accounts[0]?.address).toBe(
      'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    )
  })

  test('behavior: the dev accounts start with 1,000 SOL and 100,000 USDC in their associated token accounts', async () => {
    const { value: balance } = await rpc.getBalance(payer.address).send()
    expect(balance).toBe(lamports(1_000_000_000_000n))
    const { value: accounts } = await rpc
      .getTokenAccountsByOwner(payer.address, { mint: solanaUsdcMint }, { encoding: 'jsonParsed' })
      .send()
    expect(accounts).toHaveLength(1)
    expect(accounts[0]?.account.data.parsed.info).toMatchObject({
      mint: solanaUsdcMint,
      owner: payer.address,
      tokenAmount: { amount: '100000000000', decimals: 6, uiAmountString: '100000' },
    })
    const { value: mint } = await rpc
      .getAccountInfo(solanaUsdcMint, { encoding: 'jsonParsed' })
      .send()
    expect(mint?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6 } },
    })
  })

  test('behavior: an airdrop to a new account is confirmed through signatureSubscribe and shows in its balance', async () => {
    const fresh = await generateKeyPairSigner()
    const airdrop = airdropFactory({ rpc, rpcSubscriptions })
    const signature = await airdrop({
      recipientAddress: fresh.address,
      lamports: lamports(2_000_000_000n),
      commitment: 'confirmed',
    })
    expect((await rpc.getBalance(fresh.address).send()).value).toBe(2_000_000_000n)
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    expect(status).toMatchObject({ err: null, confirmationStatus: 'confirmed' })
  })

  test('behavior: a SOL transfer is confirmed; balances move by the amount and the fee, and the history and getTransaction show it', async () => {
    const recipient = await generateKeyPairSigner()
    const before = (await rpc.getBalance(payer.address).send()).value
    const signature = await send(payer, [
      getTransferSolInstruction({
        source: payer,
        destination: recipient.address,
        amount: 1_500_000n,
      }),
    ])
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(1_500_000n)
    expect((await rpc.getBalance(payer.address).send()).value).toBe(before - 1_500_000n - 5000n)

    const history = await rpc.getSignaturesForAddress(recipient.address).send()
    expect(history.map((entry) => entry.signature)).toEqual([signature])
    expect(history[0]).toMatchObject({ err: null, confirmationStatus: 'confirmed' })

    const transaction = await rpc
      .getTransaction(signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 })
      .send()
    expect(transaction?.meta).toMatchObject({ err: null, fee: 5000n })
    expect(transaction?.meta?.postBalances[1]).toBe(1_500_000n)
    expect(transaction?.version).toBe(0)

    // An indexer finds it by walking blocks: the slot it landed in is a block that lists it.
    const slot = transaction!.slot
    expect(await rpc.getBlocks(slot, slot).send()).toEqual([slot])
    const block = await rpc
      .getBlock(slot, {
        transactionDetails: 'signatures',
        rewards: false,
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(block?.signatures).toContain(signature)
    expect(transaction?.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: {
        type: 'transfer',
        info: { source: payer.address, destination: recipient.address, lamports: 1_500_000n },
      },
    })
  })

  test('behavior: an SPL token transfer to a new owner creates its token account and moves USDC', async () => {
    const owner = await generateKeyPairSigner()
    const [source] = await findAssociatedTokenPda({
      owner: payer.address,
      mint: solanaUsdcMint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const [destination] = await findAssociatedTokenPda({
      owner: owner.address,
      mint: solanaUsdcMint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const signature = await send(payer, [
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer,
        owner: owner.address,
        mint: solanaUsdcMint,
      }),
      getTransferCheckedInstruction({
        source,
        mint: solanaUsdcMint,
        destination,
        authority: payer,
        amount: 25_500_000n,
        decimals: 6,
      }),
    ])
    expect((await fetchToken(rpc, destination)).data.amount).toBe(25_500_000n)
    const { value } = await rpc.getTokenAccountBalance(destination).send()
    expect(value).toMatchObject({ amount: '25500000', decimals: 6, uiAmountString: '25.5' })

    const transaction = await rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    const post = transaction?.meta?.postTokenBalances?.find(
      (entry) => entry.owner === owner.address,
    )
    expect(post?.uiTokenAmount.amount).toBe('25500000')
    expect(
      transaction?.meta?.preTokenBalances?.some((entry) => entry.owner === owner.address),
    ).toBe(false)
    const history = await rpc.getSignaturesForAddress(destination).send()
    expect(history.map((entry) => entry.signature)).toEqual([signature])
  })

  test('behavior: a transfer of more USDC than the account holds fails preflight with the token program error, and lands nothing', async () => {
    const [source] = await findAssociatedTokenPda({
      owner: payer.address,
      mint: solanaUsdcMint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const [other] = await findAssociatedTokenPda({
      owner: address(solana.deployment.accounts[1]!.address),
      mint: solanaUsdcMint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const before = solana.ledger.transactions.size
    await expect(
      send(payer, [
        getTransferCheckedInstruction({
          source,
          mint: solanaUsdcMint,
          destination: other,
          authority: payer,
          amount: 10n ** 15n,
          decimals: 6,
        }),
      ]),
    ).rejects.toMatchObject({ context: { __code: -32002 } })
    expect(solana.ledger.transactions.size).toBe(before)
  })

  test('behavior: slotSubscribe and accountSubscribe notify when a transaction lands', async () => {
    const recipient = await generateKeyPairSigner()
    const abort = new AbortController()
    const slots = await rpcSubscriptions
      .slotNotifications()
      .subscribe({ abortSignal: abort.signal })
    const accounts = await rpcSubscriptions
      .accountNotifications(recipient.address, { commitment: 'confirmed', encoding: 'base64' })
      .subscribe({ abortSignal: abort.signal })
    const nextSlot = slots[Symbol.asyncIterator]().next()
    const nextAccount = accounts[Symbol.asyncIterator]().next()
    await send(payer, [
      getTransferSolInstruction({
        source: payer,
        destination: recipient.address,
        amount: 3_000_000n,
      }),
    ])
    const slot = (await nextSlot).value
    expect(slot?.slot).toBe((slot?.parent ?? -2n) + 1n)
    expect((await nextAccount).value?.value.lamports).toBe(3_000_000n)
    abort.abort()
  })

  test('behavior: a wallet can price and simulate an unsigned transfer before it signs', async () => {
    const recipient = await generateKeyPairSigner()
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    expect((await rpc.isBlockhashValid(blockhash.blockhash).send()).value).toBe(true)
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(createNoopSigner(payer.address), m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({
              source: createNoopSigner(payer.address),
              destination: recipient.address,
              amount: 7_000_000n,
            }),
          ],
          m,
        ),
    )
    const messageBytes = getCompiledTransactionMessageEncoder().encode(
      compileTransactionMessage(message),
    )
    const base64Message = getBase64Decoder().decode(messageBytes) as Parameters<
      typeof rpc.getFeeForMessage
    >[0]
    expect((await rpc.getFeeForMessage(base64Message).send()).value).toBe(5000n)

    const unsigned = getBase64EncodedWireTransaction(compileTransaction(message))
    const { value } = await rpc
      .simulateTransaction(unsigned, {
        encoding: 'base64',
        sigVerify: false,
        replaceRecentBlockhash: true,
        accounts: { addresses: [recipient.address], encoding: 'base64' },
      })
      .send()
    expect(value.err).toBeNull()
    expect(value.logs).toContain('Program 11111111111111111111111111111111 success')
    expect(value.accounts[0]?.lamports).toBe(7_000_000n)
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(0n)
  })
})

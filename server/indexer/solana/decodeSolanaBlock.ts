import * as z from 'zod'
import type { IndexedTransaction, IndexedTransfer } from '../IndexedTransaction.ts'

// `@solana/kit` answers numbers as bigint, a plain JSON client as number: accept both.
const int = z.union([z.number(), z.bigint()]).transform(Number)
const units = z.union([z.number(), z.bigint(), z.string()]).transform((value) => BigInt(value))

const instructionSchema = z.object({
  program: z.string().optional(),
  programId: z.string(),
  // An object for the programs the RPC parses; a string for some (Memo); absent otherwise.
  parsed: z.unknown().optional(),
})

const tokenBalanceSchema = z.object({
  accountIndex: int,
  mint: z.string(),
  owner: z.string().optional(),
  uiTokenAmount: z.object({ decimals: int }),
})

/** The parts of a `getBlock` answer (`encoding: 'jsonParsed'`, full details) the indexer reads. */
export const solanaBlockSchema = z.object({
  blockhash: z.string(),
  blockTime: int.nullable(),
  transactions: z.array(
    z.object({
      meta: z
        .object({
          err: z.unknown(),
          innerInstructions: z
            .array(z.object({ index: int, instructions: z.array(instructionSchema) }))
            .nullish(),
          preTokenBalances: z.array(tokenBalanceSchema).nullish(),
          postTokenBalances: z.array(tokenBalanceSchema).nullish(),
        })
        .nullable(),
      transaction: z.object({
        signatures: z.array(z.string()).min(1),
        message: z.object({
          accountKeys: z.array(z.object({ pubkey: z.string() })).min(1),
          instructions: z.array(instructionSchema),
        }),
      }),
    }),
  ),
})

export type SolanaBlock = z.output<typeof solanaBlockSchema>
type Instruction = z.output<typeof instructionSchema>
type TokenAccount = { mint: string; owner: string; decimals: number }

const systemTransfer = z.object({
  type: z.literal('transfer'),
  info: z.object({ source: z.string(), destination: z.string(), lamports: units }),
})
const tokenTransfer = z.object({
  type: z.literal('transfer'),
  info: z.object({ source: z.string(), destination: z.string(), amount: units }),
})
const tokenTransferChecked = z.object({
  type: z.literal('transferChecked'),
  info: z.object({
    source: z.string(),
    destination: z.string(),
    mint: z.string(),
    tokenAmount: z.object({ amount: units, decimals: int }),
  }),
})
const tokenPrograms = new Set(['spl-token', 'spl-token-2022'])

/** Mint decimals seen in a block, so the store can name each SPL token's units. */
type SolanaMintDecimals = Map<string, number>

/**
 * The transactions of one Solana block in the indexer's shape: SOL moved by System `transfer`
 * and SPL tokens moved by Token `transfer` / `transferChecked` (outer and inner instructions, in
 * order), each between the wallets that own the token accounts. A failed transaction is kept,
 * failed, with nothing moved, as on EVM. Addresses keep their base58 case.
 *
 * @example
 * const { transactions } = decodeSolanaBlock({ chainId: -1, slot: 42n, block })
 * transactions[0]?.transfers // [{ kind: 'native', from: 'oeYf…', to: '9Wz…', amount: 1500000n, … }]
 */
export function decodeSolanaBlock({
  chainId,
  slot,
  block,
}: {
  chainId: number
  slot: bigint
  block: SolanaBlock
}): { transactions: IndexedTransaction[]; mints: SolanaMintDecimals } {
  const mints: SolanaMintDecimals = new Map()
  const transactions = block.transactions.map((entry, txIndex): IndexedTransaction => {
    const { message, signatures } = entry.transaction
    const keys = message.accountKeys.map((key) => key.pubkey)
    const tokenAccounts = new Map<string, TokenAccount>()
    for (const balance of [
      ...(entry.meta?.preTokenBalances ?? []),
      ...(entry.meta?.postTokenBalances ?? []),
    ]) {
      const account = keys[balance.accountIndex]
      if (!account) continue
      const decimals = balance.uiTokenAmount.decimals
      tokenAccounts.set(account, { mint: balance.mint, owner: balance.owner ?? account, decimals })
      mints.set(balance.mint, decimals)
    }
    const failed = entry.meta === null || (entry.meta.err ?? null) !== null
    const inner = new Map((entry.meta?.innerInstructions ?? []).map((i) => [i.index, i]))
    const ordered = message.instructions.flatMap((outer, index) => [
      outer,
      ...(inner.get(index)?.instructions ?? []),
    ])
    const moved = failed ? [] : ordered.flatMap((ix) => toTransfer(ix, tokenAccounts) ?? [])
    const transfers = moved.map((transfer, logIndex) => ({ ...transfer, logIndex }))
    for (const transfer of transfers)
      if (transfer.tokenAddress && transfer.decimals !== undefined)
        mints.set(transfer.tokenAddress, transfer.decimals)
    const from = keys[0] as string
    return {
      chainId,
      hash: signatures[0] as string,
      blockNumber: slot,
      blockHash: block.blockhash,
      txIndex,
      minedAt: block.blockTime ?? 0,
      from,
      // The recipient of what moved; else the program called.
      to: transfers[0]?.to ?? message.instructions[0]?.programId ?? null,
      nonce: 0,
      status: failed ? 'failed' : 'confirmed',
      // Solana has no selector: the first program called says what the transaction was.
      selector: message.instructions[0]?.programId ?? '',
      isSwap: false,
      transfers: transfers.map(({ decimals: _decimals, ...transfer }) => transfer),
    }
  })
  return { transactions, mints }
}

type DecodedTransfer = Omit<IndexedTransfer, 'logIndex'> & { decimals?: number }

function toTransfer(
  ix: Instruction,
  tokenAccounts: ReadonlyMap<string, TokenAccount>,
): DecodedTransfer | undefined {
  if (ix.program === 'system') {
    const parsed = systemTransfer.safeParse(ix.parsed)
    if (!parsed.success) return undefined
    const { source, destination, lamports } = parsed.data.info
    return native(source, destination, lamports)
  }
  if (!ix.program || !tokenPrograms.has(ix.program)) return undefined
  const checked = tokenTransferChecked.safeParse(ix.parsed)
  const plain = checked.success ? undefined : tokenTransfer.safeParse(ix.parsed)
  const info = checked.success
    ? {
        ...checked.data.info,
        amount: checked.data.info.tokenAmount.amount,
        decimals: checked.data.info.tokenAmount.decimals,
      }
    : plain?.success
      ? { ...plain.data.info, mint: undefined, decimals: undefined }
      : undefined
  if (!info) return undefined
  const source = tokenAccounts.get(info.source)
  const destination = tokenAccounts.get(info.destination)
  const mint = info.mint ?? source?.mint ?? destination?.mint
  if (!mint) return undefined
  return {
    kind: 'spl',
    tokenAddress: mint,
    tokenId: null,
    from: source?.owner ?? info.source,
    to: destination?.owner ?? info.destination,
    amount: info.amount,
    decimals: info.decimals ?? source?.decimals ?? destination?.decimals,
  }
}

function native(from: string, to: string, amount: bigint): DecodedTransfer {
  return { kind: 'native', tokenAddress: null, tokenId: null, from, to, amount }
}

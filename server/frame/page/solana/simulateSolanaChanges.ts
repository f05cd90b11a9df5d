import { formatUnits } from 'viem'
import type { ChainRpc, SimulationResult } from '../approval/ApprovalCard.ts'
import { readSolanaAccounts, type SolanaAccountView, viewOf } from './readSolanaAccounts.ts'
import { solanaTokenSymbol } from './solanaTokenSymbol.ts'

export type SimulateSolanaChangesParameters = {
  rpc: ChainRpc
  /** The wallet's address: only its SOL and its token accounts are reported. */
  owner: string
  /** The wire transaction, base64. */
  transaction: string
  /** The static accounts the transaction may write (and the owner). */
  accounts: string[]
}

type SimulationAnswer = {
  value: { err: unknown; logs?: string[] | null; accounts?: Parameters<typeof viewOf>[0][] | null }
}

const signed = (delta: bigint, decimals: number, symbol: string) =>
  `${delta < 0n ? '−' : '+'}${formatUnits(delta < 0n ? -delta : delta, decimals)} ${symbol}`

/** Net change per asset of `owner`: SOL on its own account, tokens on the accounts it owns. */
function changes(
  owner: string,
  addresses: string[],
  before: Map<string, SolanaAccountView | undefined>,
  after: (SolanaAccountView | undefined)[],
) {
  const net = new Map<string, { delta: bigint; decimals: number }>()
  const add = (asset: string, delta: bigint, decimals: number) => {
    const entry = net.get(asset) ?? { delta: 0n, decimals }
    net.set(asset, { delta: entry.delta + delta, decimals })
  }
  addresses.forEach((address, index) => {
    const old = before.get(address)
    const now = after[index]
    if (address === owner) add('SOL', (now?.lamports ?? 0n) - (old?.lamports ?? 0n), 9)
    const token = now?.token ?? old?.token
    if (token?.owner === owner)
      add(token.mint, (now?.token?.amount ?? 0n) - (old?.token?.amount ?? 0n), token.decimals)
  })
  return [...net]
    .filter(([, { delta }]) => delta !== 0n)
    .map(([asset, { delta, decimals }]) =>
      signed(
        delta,
        decimals,
        asset === 'SOL' ? 'SOL' : (solanaTokenSymbol(asset) ?? `of token ${asset}`),
      ),
    )
}

/**
 * Runs the transaction ahead with `simulateTransaction` (signatures not checked, the latest
 * blockhash) and compares the accounts it would leave with `getMultipleAccounts` now: the
 * owner's SOL (fee included) and SPL token balance changes ("−1.5 USDC"). A failing transaction
 * gives `reverted` with the chain's reason; an RPC that cannot simulate, `unavailable`.
 *
 * @example
 * await simulateSolanaChanges({ rpc, owner, transaction, accounts }) // { status: 'ok', changes: ['−1 SOL'] }
 */
export async function simulateSolanaChanges({
  rpc,
  owner,
  transaction,
  accounts,
}: SimulateSolanaChangesParameters): Promise<SimulationResult> {
  const addresses = [...new Set([owner, ...accounts])].slice(0, 100)
  let answer: SimulationAnswer
  let before: Map<string, SolanaAccountView | undefined>
  try {
    before = await readSolanaAccounts(rpc, addresses)
    if (before.size === 0) return { status: 'unavailable' }
    answer = (await rpc('simulateTransaction', [
      transaction,
      {
        encoding: 'base64',
        sigVerify: false,
        replaceRecentBlockhash: true,
        commitment: 'processed',
        accounts: { addresses, encoding: 'jsonParsed' },
      },
    ])) as SimulationAnswer
  } catch {
    return { status: 'unavailable' }
  }
  const { err, logs, accounts: after } = answer?.value ?? {}
  if (err) {
    const reason = logs?.findLast((line) => /failed|error/i.test(line)) ?? JSON.stringify(err)
    return { status: 'reverted', reason }
  }
  if (!Array.isArray(after)) return { status: 'unavailable' }
  return { status: 'ok', changes: changes(owner, addresses, before, after.map(viewOf)) }
}

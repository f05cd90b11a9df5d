import type { ChainRpc } from '../approval/ApprovalCard.ts'

/** An account as the card needs it: its SOL, and for an SPL token account its mint and owner. */
export type SolanaAccountView = {
  lamports: bigint
  token?: { mint: string; owner: string; amount: bigint; decimals: number }
  /** For a mint: its decimals. */
  mintDecimals?: number
}

type ParsedAccount = {
  lamports: number | string
  data?: {
    parsed?: {
      type?: string
      info?: {
        mint?: string
        owner?: string
        decimals?: number
        tokenAmount?: { amount: string; decimals: number }
      }
    }
  }
} | null

/**
 * Reads the `jsonParsed` form of RPC accounts (`getMultipleAccounts`, or `simulateTransaction`'s
 * `accounts`) into what the card shows. A missing account is `undefined`.
 *
 * @example
 * viewOf(value[0]) // { lamports: 2039280n, token: { mint, owner, amount: 5000000n, decimals: 6 } }
 */
export function viewOf(account: ParsedAccount): SolanaAccountView | undefined {
  if (!account) return undefined
  const view: SolanaAccountView = { lamports: BigInt(account.lamports) }
  const parsed = account.data?.parsed
  const info = parsed?.info
  if (parsed?.type === 'account' && info?.mint && info.owner && info.tokenAmount)
    view.token = {
      mint: info.mint,
      owner: info.owner,
      amount: BigInt(info.tokenAmount.amount),
      decimals: info.tokenAmount.decimals,
    }
  if (parsed?.type === 'mint' && typeof info?.decimals === 'number')
    view.mintDecimals = info.decimals
  return view
}

/**
 * Reads accounts through the chain's RPC (`getMultipleAccounts`, jsonParsed), by address. On a
 * failed read every account is unknown: the card then says so instead of guessing.
 *
 * @example
 * const accounts = await readSolanaAccounts(rpc, [source, destination])
 */
export async function readSolanaAccounts(
  rpc: ChainRpc,
  addresses: string[],
): Promise<Map<string, SolanaAccountView | undefined>> {
  const unique = [...new Set(addresses)]
  if (unique.length === 0) return new Map()
  try {
    const answer = (await rpc('getMultipleAccounts', [unique, { encoding: 'jsonParsed' }])) as {
      value: ParsedAccount[]
    }
    return new Map(unique.map((address, index) => [address, viewOf(answer.value[index] ?? null)]))
  } catch {
    return new Map()
  }
}

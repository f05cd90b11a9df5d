import type { TokenBalance } from '@keyport/connect/schemas'
import type { Address } from '@solana/kit'
import { formatUnits } from 'viem'
import { tokenProgramIds } from '../../solana/tokenAccounts.ts'
import type { ApiDeps, SolanaApiChain } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { tokenIconUrl } from '../pricing/tokenIconUrl.ts'
import { solanaTokenInfo, solanaTokens } from './solanaTokens.ts'

export type ReadSolanaBalancesParameters = {
  chain: SolanaApiChain
  owner: Address
  log?: ApiDeps['log']
}

type Holding = { amount: bigint; decimals: number }

/**
 * The owner's SOL and SPL token balances on one Solana network (`getBalance` and
 * `getTokenAccountsByOwner` for SPL Token and Token-2022), in the same shape as the EVM
 * balances: `address` is `solana:<network>:<mint>`, absent for SOL. Several token accounts of one
 * mint add up; zero balances are left out; largest USD value first.
 *
 * @example
 * await readSolanaBalances({ chain, owner: address('9Wz…') })
 * // [{ symbol: 'USDC', chainId: 'solana:5eykt…', quantity: { decimals: '6', numeric: '100000' }, … }]
 */
export async function readSolanaBalances({
  chain,
  owner,
  log = () => {},
}: ReadSolanaBalancesParameters): Promise<TokenBalance[]> {
  const network = chain.cluster.caipNetworkId
  let lamports: bigint
  const byMint = new Map<string, Holding>()
  try {
    const [balance, ...perProgram] = await Promise.all([
      chain.rpc.getBalance(owner, { commitment: 'confirmed' }).send(),
      ...tokenProgramIds.map((programId) =>
        chain.rpc
          .getTokenAccountsByOwner(
            owner,
            { programId: programId as Address },
            { encoding: 'jsonParsed', commitment: 'confirmed' },
          )
          .send(),
      ),
    ])
    lamports = balance.value
    for (const { account } of perProgram.flatMap((answer) => answer.value)) {
      const { mint, tokenAmount } = account.data.parsed.info
      const held = byMint.get(mint) ?? { amount: 0n, decimals: tokenAmount.decimals }
      byMint.set(mint, { ...held, amount: held.amount + BigInt(tokenAmount.amount) })
    }
  } catch (cause) {
    log(`balances on ${network} unreadable`, cause)
    throw new ApiError(
      503,
      'chain_unreachable',
      `Balances on ${chain.cluster.name} are unavailable: its RPC did not answer. Try again shortly.`,
    )
  }

  const sol = solanaTokens.native
  const balances = [
    entry(network, { ...sol, iconUrl: tokenIconUrl(sol.symbol) }, lamports, sol.decimals),
  ]
  for (const [mint, { amount, decimals }] of byMint) {
    balances.push({
      ...entry(network, solanaTokenInfo(mint), amount, decimals),
      address: `${network}:${mint}`,
    })
  }
  return balances
    .filter((balance) => balance.quantity.numeric !== '0')
    .sort((a, b) => b.value - a.value)
}

function entry(
  network: string,
  token: { name: string; symbol: string; price: number; iconUrl: string },
  amount: bigint,
  decimals: number,
): TokenBalance {
  const numeric = formatUnits(amount, decimals)
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: network,
    value: Number(numeric) * token.price,
    price: token.price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl: token.iconUrl,
  }
}

import type { TokenBalance } from '@keyport/connect/schemas'
import { type Address, erc20Abi, formatUnits } from 'viem'
import type { ApiChain, ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { readTokenPrices } from './readTokenPrices.ts'
import { tokenIconUrl } from './tokenIconUrl.ts'

export type ReadTokenBalancesParameters = {
  chain: ApiChain
  address: Address
  log?: ApiDeps['log']
}

/**
 * The account's native and ERC-20 balances on one chain, read from the node now and valued at
 * the pool prices (spec §3 token balances). Zero balances are left out, as AppKit's list does:
 * a wallet shows what it holds. Sorted by USD value, largest first.
 *
 * @example
 * const balances = await readTokenBalances({ chain, address: '0xf39F…2266' })
 * // [{ symbol: 'ETH', chainId: 'eip155:1', quantity: { decimals: '18', numeric: '10000' }, … }]
 */
export async function readTokenBalances({
  chain,
  address,
  log = () => {},
}: ReadTokenBalancesParameters): Promise<TokenBalance[]> {
  const { chainId, tokens, nativeCurrency } = chain.deployment
  const caip2 = `eip155:${chainId}`
  let native: bigint
  let amounts: bigint[]
  const pricesRead = readTokenPrices(chain, log)
  try {
    ;[native, amounts] = await Promise.all([
      chain.client.getBalance({ address }),
      Promise.all(
        tokens.map((token) =>
          chain.client.readContract({
            address: token.address as Address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [address],
          }),
        ),
      ),
    ])
  } catch (cause) {
    pricesRead.catch(() => {})
    log(`balances on chain ${chainId} unreadable`, cause)
    throw new ApiError(
      503,
      'chain_unreachable',
      `Balances on chain ${chainId} are unavailable: its node did not answer. Try again shortly.`,
    )
  }
  const prices = await pricesRead

  const entry = (
    holding: { name: string; symbol: string; decimals: number; address?: string },
    amount: bigint,
    price: number,
  ): TokenBalance => {
    const numeric = formatUnits(amount, holding.decimals)
    return {
      name: holding.name,
      symbol: holding.symbol,
      chainId: caip2,
      ...(holding.address ? { address: `${caip2}:${holding.address}` } : {}),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(holding.decimals), numeric },
      iconUrl: tokenIconUrl(holding.symbol),
    }
  }
  const balances = [entry(nativeCurrency, native, prices.native ?? 0)]
  tokens.forEach((token, i) => {
    const amount = amounts[i] ?? 0n
    const price = prices.byAddress.get(token.address.toLowerCase()) ?? 0
    balances.push(entry(token, amount, price))
  })
  return balances
    .filter((balance) => balance.quantity.numeric !== '0')
    .sort((a, b) => b.value - a.value)
}

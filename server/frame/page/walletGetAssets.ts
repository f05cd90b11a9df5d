import { type Hex, parseUnits, toHex } from 'viem'
import * as z from 'zod/mini'

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const hexChainId = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,15}$/))

/** EIP-7811 `wallet_getAssets` params: one request, for an account, optionally per chain. */
const paramsSchema = z.tuple([
  z.object({
    account: address,
    chainFilter: z.optional(z.array(hexChainId).check(z.maxLength(16))),
  }),
])

/** What the data API's balance service answers (the fields used here). */
const balancesSchema = z.object({
  balances: z.array(
    z.object({
      name: z.string(),
      symbol: z.string(),
      address: z.optional(z.string()),
      value: z.number(),
      price: z.number(),
      quantity: z.object({ decimals: z.string(), numeric: z.string() }),
      iconUrl: z.string(),
    }),
  ),
})

/** Spec section 3, "Asset from the wallet". */
type WalletAsset = {
  address: string
  balance: Hex
  type: 'ERC20' | 'NATIVE'
  metadata: {
    name: string
    symbol: string
    decimals: number
    price: number
    iconUrl: string
    value: number
  }
}

export type WalletGetAssetsContext = {
  /** The wallet's active address: the only account it answers for. */
  from: string
  chainId: number
  /** The data API's JSON-RPC endpoint per chain; its origin and projectId serve balances. */
  rpcUrl: (chainId: number) => string
  fetch?: typeof globalThis.fetch
}

/** The balance service of the project's data API, next to its RPC endpoint. */
function balanceUrl(rpcUrl: string, account: string, chainId: number) {
  const rpc = new URL(rpcUrl)
  const url = new URL(`/v1/account/${account}/balance`, rpc.origin)
  url.searchParams.set('currency', 'usd')
  url.searchParams.set('chainId', `eip155:${chainId}`)
  const projectId = rpc.searchParams.get('projectId')
  if (projectId) url.searchParams.set('projectId', projectId)
  return url
}

async function assetsOn(context: WalletGetAssetsContext, account: string, chainId: number) {
  const response = await (context.fetch ?? globalThis.fetch)(
    balanceUrl(context.rpcUrl(chainId), account, chainId),
  )
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
  const { balances } = z.parse(balancesSchema, await response.json())
  return balances.map((token): WalletAsset => {
    const decimals = Number(token.quantity.decimals)
    return {
      // CAIP-10 from the balance service (eip155:1:0x…); the native token has none.
      address: token.address ? (token.address.split(':')[2] ?? token.address) : 'native',
      balance: toHex(parseUnits(token.quantity.numeric, decimals)),
      type: token.address ? 'ERC20' : 'NATIVE',
      metadata: {
        name: token.name,
        symbol: token.symbol,
        decimals,
        price: token.price,
        iconUrl: token.iconUrl,
        value: token.value,
      },
    }
  })
}

/**
 * Answers EIP-7811 `wallet_getAssets` for the embedded account: its native and known ERC-20
 * balances on each requested chain (`chainFilter`, hex ids; the current chain by default), as
 * the project's balance service knows them, in the spec's "Asset from the wallet" shape, keyed
 * by hex chain id. Refuses any other account.
 *
 * @example
 * await walletGetAssets({ from, chainId: 1, rpcUrl }, [{ account: from, chainFilter: ['0x1'] }])
 * // { '0x1': [{ address: 'native', balance: '0xde0b6b3a7640000', type: 'NATIVE', metadata }] }
 */
export async function walletGetAssets(context: WalletGetAssetsContext, params: unknown) {
  const parsed = z.safeParse(paramsSchema, params)
  if (!parsed.success)
    throw new Error('wallet_getAssets needs [{ account, chainFilter? }] (hex chain ids)')
  const [{ account, chainFilter }] = parsed.data
  if (account.toLowerCase() !== context.from.toLowerCase())
    throw new Error('wallet_getAssets answers only for the connected account')
  const chains = [...new Set((chainFilter ?? [toHex(context.chainId)]).map(Number))]
  const answers = await Promise.all(chains.map((id) => assetsOn(context, account, id)))
  return Object.fromEntries(chains.map((id, i) => [toHex(id), answers[i]]))
}

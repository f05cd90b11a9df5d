import type { Clock } from '@keyport/kernel'
import { formatUnits, numberToHex } from 'viem'
import * as z from 'zod'
import type { Eip1193Provider } from '../connectors/types.ts'
import type { TokenBalance } from './AccountDataService.ts'

/** Spec section 5, "Asset response validation": one asset as the wallet answers it. */
const walletAssetSchema = z.object({
  address: z.string(),
  balance: z.string(),
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number(),
    price: z.number(),
    iconUrl: z.string(),
    value: z.unknown().optional(),
  }),
})

/** Every value an array of assets; anything else and the whole answer is ignored. */
const walletAssetsResponseSchema = z.record(z.string(), z.array(walletAssetSchema))

/** A wallet that never answers does not hold the balances back for longer than this. */
export const ASSET_DISCOVERY_TIMEOUT_MS = 5_000

/**
 * The wallet's `wallet_getAssets` answer for one chain as token balances, or undefined when it
 * breaks spec section 5's rules (then the caller asks the balance service instead).
 *
 * @example
 * parseWalletAssets({ '0x1': [asset] }, 1) // [{ name: 'Ether', chainId: 'eip155:1', … }]
 */
export function parseWalletAssets(answer: unknown, chainId: number): TokenBalance[] | undefined {
  const parsed = walletAssetsResponseSchema.safeParse(answer)
  if (!parsed.success || Array.isArray(answer)) return undefined
  const caip = `eip155:${chainId}`
  const assets = parsed.data[numberToHex(chainId)] ?? []
  try {
    return assets.map(({ address, balance, type, metadata }) => {
      const numeric = formatUnits(BigInt(balance), metadata.decimals)
      return {
        name: metadata.name,
        symbol: metadata.symbol,
        chainId: caip,
        address: type === 'NATIVE' ? undefined : `${caip}:${address}`,
        value:
          typeof metadata.value === 'number' ? metadata.value : Number(numeric) * metadata.price,
        price: metadata.price,
        quantity: { decimals: String(metadata.decimals), numeric },
        iconUrl: metadata.iconUrl,
      }
    })
  } catch {
    // A balance that is not a number (or decimals out of range): the answer is not usable.
    return undefined
  }
}

/** EIP-7811: the wallet says `assetDiscovery` is supported on this chain. */
async function supportsDiscovery(provider: Eip1193Provider, address: string, chain: `0x${string}`) {
  const capabilities = (await provider.request({
    method: 'wallet_getCapabilities',
    params: [address, [chain]],
  })) as Record<string, { assetDiscovery?: { supported?: boolean } }> | null
  return capabilities?.[chain]?.assetDiscovery?.supported === true
}

/**
 * Asks the connected wallet for the account's assets on a chain (EIP-7811 `wallet_getAssets`,
 * when its `wallet_getCapabilities` lists `assetDiscovery`). Undefined, silently, when the wallet
 * does not support it, fails, answers something spec section 5 rejects, or takes longer than
 * `ASSET_DISCOVERY_TIMEOUT_MS`: the caller then asks the balance service (spec section 7).
 *
 * @example
 * const tokens = (await discoverWalletAssets({ provider, address, chainId: 1, clock })) ?? (await fromApi())
 */
export async function discoverWalletAssets({
  provider,
  address,
  chainId,
  clock,
}: {
  provider: Eip1193Provider | undefined
  address: string
  chainId: number
  clock: Clock
}): Promise<TokenBalance[] | undefined> {
  if (!provider) return undefined
  const chain = numberToHex(chainId)
  const ask = async () => {
    if (!(await supportsDiscovery(provider, address, chain))) return undefined
    const answer = await provider.request({
      method: 'wallet_getAssets',
      params: [{ account: address, chainFilter: [chain] }],
    })
    return parseWalletAssets(answer, chainId)
  }
  let cancel = () => {}
  const timedOut = new Promise<undefined>((resolve) => {
    cancel = clock.setTimeout(() => resolve(undefined), ASSET_DISCOVERY_TIMEOUT_MS)
  })
  try {
    return await Promise.race([ask(), timedOut])
  } catch {
    return undefined
  } finally {
    cancel()
  }
}

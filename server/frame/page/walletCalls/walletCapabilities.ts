import { type Hex, isAddressEqual, isHex } from 'viem'

export type WalletCapabilitiesParameters = {
  /** The request's params: `[address?, chainIds?]`. */
  params: unknown
  /** The active account. */
  from: Hex
  /** True while the smart account is the active account. */
  smartActive: boolean
  chainId: number
  /** The chains where smart accounts work. */
  smartAccountChains: readonly number[]
}

/**
 * EIP-5792 v2 `wallet_getCapabilities`, per chain: `atomic` (supported for the smart account on
 * the chains that have it, unsupported otherwise), `paymasterService` (where the smart account
 * works, ERC-7677) and `assetDiscovery` (EIP-7811, every chain).
 *
 * @example
 * walletCapabilities({ params: [smart, ['0x1']], from: smart, smartActive: true, chainId: 1, smartAccountChains: [1] })
 * // { '0x1': { atomic: { status: 'supported' }, paymasterService: { supported: true }, assetDiscovery: { supported: true } } }
 */
export function walletCapabilities({
  params,
  from,
  smartActive,
  chainId,
  smartAccountChains,
}: WalletCapabilitiesParameters) {
  const [address, chains] = (Array.isArray(params) ? params : []) as [unknown, unknown]
  const isSmart =
    smartActive &&
    (address === undefined || (typeof address === 'string' && isAddressLike(address, from)))
  const asked = Array.isArray(chains) ? chains.filter((id): id is Hex => isHex(id)) : undefined
  const ids = asked?.map(Number) ?? [...new Set([chainId, ...smartAccountChains])]
  return Object.fromEntries(
    ids.map((id) => {
      const smart = isSmart && smartAccountChains.includes(id)
      return [
        `0x${id.toString(16)}`,
        {
          atomic: { status: smart ? 'supported' : 'unsupported' },
          paymasterService: { supported: smart },
          assetDiscovery: { supported: true },
        },
      ]
    }),
  )
}

const isAddressLike = (address: string, from: Hex) => {
  try {
    return isAddressEqual(address as Hex, from)
  } catch {
    return false
  }
}

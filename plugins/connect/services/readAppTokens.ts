import type { AppToken } from '@keyport/kernel'
import { type Client, erc20Abi, formatUnits } from 'viem'
import { readContract } from 'viem/actions'
import { getChainClient } from '../chain/getChainClient.ts'
import type { Network } from '../connectors/networks.ts'
import type { TokenBalance } from './AccountDataService.ts'

export type ReadAppTokensParameters = {
  /** `KeyportOptions.tokens`: the app's own token by CAIP-2 network. */
  tokens: Readonly<Record<string, AppToken>>
  networks: readonly Network[]
  /** The data API, whose RPC endpoint is one of the chain's URLs. @default undefined */
  apiUrl?: string
  projectId?: string
  owner: `0x${string}`
  /** CAIP-2, e.g. 'eip155:1'. */
  chainId: string
}

type TokenInfo = { name: string; symbol: string; decimals: number }

// Name, symbol and decimals never change: read once per token for the page.
const infos = new Map<string, Promise<TokenInfo>>()

const readInfo = (client: Client, address: `0x${string}`, key: string) => {
  let info = infos.get(key)
  if (!info) {
    const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
      readContract(client, { address, abi: erc20Abi, functionName })
    info = Promise.all([read('name'), read('symbol'), read('decimals')]).then(
      ([name, symbol, decimals]) => ({ name, symbol, decimals }),
    )
    // A failed read is asked again next time.
    info.catch(() => infos.delete(key))
    infos.set(key, info)
  }
  return info
}

/**
 * Reads the balance of the app's own token on the account's chain (`KeyportOptions.tokens`)
 * through the shared chain client: `balanceOf`, and the token's name, symbol and decimals read
 * on chain. Resolves with the token in the data API's balance shape (no price: 0), or nothing
 * when the chain has no app token, the network is not the app's, the balance is zero, or the
 * reads fail (the data API's list still shows).
 *
 * @example
 * const extra = await readAppTokens({ tokens, networks, apiUrl, projectId, owner, chainId: 'eip155:1' })
 */
export async function readAppTokens({
  tokens,
  networks,
  apiUrl,
  projectId,
  owner,
  chainId,
}: ReadAppTokensParameters): Promise<TokenBalance[]> {
  const token = tokens[chainId]
  const network = networks.find((candidate) => candidate.caipNetworkId === chainId)
  if (!token || !network) return []
  const client = getChainClient({ network, apiUrl, projectId })
  const address = `${chainId}:${token.address}`
  try {
    const [balance, info] = await Promise.all([
      readContract(client, {
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      }),
      readInfo(client, token.address, address.toLowerCase()),
    ])
    if (balance === 0n) return []
    return [
      {
        name: info.name,
        symbol: info.symbol,
        chainId,
        address,
        value: 0,
        price: 0,
        quantity: { decimals: String(info.decimals), numeric: formatUnits(balance, info.decimals) },
        iconUrl: token.image ?? '',
      },
    ]
  } catch {
    return []
  }
}

import { erc20Abi, type PublicClient } from 'viem'
import type { DeployedToken } from '../chain/deployment.ts'
import type { TokenInfo } from './IndexedTransaction.ts'

export type TokenInfoCache = {
  /** Symbol, name and decimals for each contract, read from the chain once for tokens not deployed by us. */
  resolve(addresses: Iterable<string>): Promise<ReadonlyMap<string, TokenInfo>>
}

/**
 * Token facts for the indexer: the deployment's tokens are known up front; any other contract
 * that emits Transfer is asked once, and a contract that does not answer is stored as 'UNKNOWN'
 * rather than holding up the block.
 *
 * @example
 * const tokens = createTokenInfoCache({ client, known: chain.deployment.tokens })
 * const info = await tokens.resolve(['0x5fbd…'])
 */
export function createTokenInfoCache({
  client,
  known,
}: {
  client: PublicClient
  known: readonly DeployedToken[]
}): TokenInfoCache {
  const cache = new Map<string, Promise<TokenInfo>>(
    known.map((token) => [
      token.address.toLowerCase(),
      Promise.resolve({ symbol: token.symbol, name: token.name, decimals: token.decimals }),
    ]),
  )
  const read = async (address: `0x${string}`): Promise<TokenInfo> => {
    const call = <T>(functionName: 'symbol' | 'name' | 'decimals', fallback: T) =>
      client
        .readContract({ address, abi: erc20Abi, functionName })
        .then((value) => value as T)
        .catch(() => fallback)
    const [symbol, name, decimals] = await Promise.all([
      call('symbol', 'UNKNOWN'),
      call('name', 'Unknown token'),
      // ERC-721 collections have no decimals: one token is one unit.
      call('decimals', 0),
    ])
    return { symbol, name, decimals: Number(decimals) }
  }
  return {
    async resolve(addresses) {
      const result = new Map<string, TokenInfo>()
      for (const raw of addresses) {
        const address = raw.toLowerCase()
        let info = cache.get(address)
        if (!info) {
          info = read(address as `0x${string}`)
          cache.set(address, info)
        }
        result.set(address, await info)
      }
      return result
    },
  }
}

import { createPublicClient, http } from 'viem'
import type { Deployment } from '../chain/deployment.ts'
import type { ApiChain } from './ApiDeps.ts'

/** A viem client per deployed chain, keyed by chain id. */
export function createApiChains(deployment: Deployment): Map<number, ApiChain> {
  return new Map(
    deployment.chains.map((chain) => [
      chain.chainId,
      {
        deployment: chain,
        client: createPublicClient({
          chain: {
            id: chain.chainId,
            name: chain.name,
            nativeCurrency: chain.nativeCurrency,
            rpcUrls: { default: { http: [chain.rpcUrl] } },
          },
          transport: http(chain.rpcUrl, { retryCount: 0, timeout: 5_000 }),
        }) as ApiChain['client'],
      },
    ]),
  )
}

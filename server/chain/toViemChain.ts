import { type Chain, defineChain } from 'viem'
import type { DeployedChain } from './deployment.ts'

/**
 * A viem `Chain` for one local chain of the deployment, for `createPublicClient` and friends.
 *
 * @example
 * const chain = toViemChain(readDeployment().chains[0]!)
 * const client = createPublicClient({ chain, transport: http() })
 */
export function toViemChain(
  chain: Pick<DeployedChain, 'chainId' | 'name' | 'rpcUrl' | 'nativeCurrency'>,
): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  })
}

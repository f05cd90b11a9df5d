import { type Client, createClient, fallback, http, type Transport } from 'viem'
import { type ChainRpcUrlsParameters, chainRpcUrls } from './chainRpcUrls.ts'
import { shouldRethrowRpcError } from './shouldRethrowRpcError.ts'

/**
 * Spec section 9: how viem's `fallback` transport ranks a chain's RPC URLs. Every `intervalMs`
 * it pings each URL (`net_listening`, `timeoutMs` each), keeps the last `sampleCount` samples,
 * and orders the URLs by `stability` × success rate + `latency` × relative speed.
 */
export const rpcRanking = {
  intervalMs: 4_000,
  sampleCount: 10,
  timeoutMs: 1_000,
  weights: { stability: 0.7, latency: 0.3 },
} as const

/**
 * The transport of every chain client the modal makes: viem's `fallback` over the URLs (the
 * first that answers wins), ranked with the spec's constants when there is more than one, and
 * errors the spec names rethrown rather than retried on the next URL (`shouldRethrowRpcError`).
 *
 * @example
 * createClient({ transport: createChainTransport(chainRpcUrls({ network, apiUrl, projectId })) })
 */
export function createChainTransport(urls: readonly string[]): Transport {
  if (urls.length === 0) throw new TypeError('A chain client needs at least one RPC URL.')
  const { intervalMs, sampleCount, timeoutMs, weights } = rpcRanking
  return fallback(
    urls.map((url) => http(url)),
    {
      rank:
        urls.length > 1
          ? { interval: intervalMs, sampleCount, timeout: timeoutMs, weights }
          : false,
      shouldThrow: shouldRethrowRpcError,
    },
  )
}

// One client per chain and URL list for the page: viem's ranking loop cannot be stopped, so a
// client made per send or per balance read would leave a pinging loop behind each time.
const clients = new Map<string, Client>()

/**
 * The shared chain client for a network: reads go over `chainRpcUrls` (the network's URLs and
 * the data API's RPC endpoint) through `createChainTransport`. The same network and URLs give
 * the same client, so its ranking is shared by every plugin.
 *
 * @example
 * const client = getChainClient({ network, apiUrl: options.apiUrl, projectId: options.projectId })
 * await getBalance(client, { address })
 */
export function getChainClient(parameters: ChainRpcUrlsParameters): Client {
  const urls = chainRpcUrls(parameters)
  const key = `${parameters.network.id}|${urls.join('|')}`
  let client = clients.get(key)
  if (!client) {
    client = createClient({ transport: createChainTransport(urls), pollingInterval: 500 })
    clients.set(key, client)
  }
  return client
}

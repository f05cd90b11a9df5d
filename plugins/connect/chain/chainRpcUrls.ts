import type { Network } from '../connectors/networks.ts'

export type ChainRpcUrlsParameters = {
  network: Pick<Network, 'id' | 'rpcUrls'>
  /** The data API's base URL (`KeyportOptions.apiUrl`); its RPC endpoint joins the list. */
  apiUrl?: string
  /** Sent as `projectId` to the data API's RPC endpoint. */
  projectId?: string
}

/**
 * The data API's JSON-RPC endpoint for a chain: `{apiUrl}/v1/?chainId=…&projectId=…`.
 *
 * @example
 * dataApiRpcUrl('https://api.example.com', 1, 'demo') // 'https://api.example.com/v1/?chainId=1&projectId=demo'
 */
export function dataApiRpcUrl(apiUrl: string, chainId: number, projectId?: string): string {
  const url = new URL(apiUrl)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/v1/`
  url.search = ''
  url.searchParams.set('chainId', String(chainId))
  if (projectId) url.searchParams.set('projectId', projectId)
  return url.toString()
}

/**
 * The RPC URLs a chain client tries, in their first order: the network's `rpcUrls.default`, the
 * data API's RPC endpoint (when the app has a data API), then `rpcUrls.chainDefault`. A URL
 * listed twice (the sandbox's default is the data API's) is kept once, where it first appears.
 *
 * @example
 * chainRpcUrls({ network, apiUrl: 'http://127.0.0.1:4000', projectId: 'keyport-dev' })
 */
export function chainRpcUrls({ network, apiUrl, projectId }: ChainRpcUrlsParameters): string[] {
  const urls = [
    ...network.rpcUrls.default.http,
    ...(apiUrl ? [dataApiRpcUrl(apiUrl, network.id, projectId)] : []),
    ...(network.rpcUrls.chainDefault?.http ?? []),
  ]
  const seen = new Set<string>()
  return urls.filter((url) => {
    const key = new URL(url).toString()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

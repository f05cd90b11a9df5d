import { createHttpClient, type HttpClient } from './HttpClient'

export type CreateDataApiClientParameters = {
  /** The blockchain data API's base URL; the client calls nothing else. */
  baseUrl: string
  /** Sent as `projectId` on every request. */
  projectId: string
  /**
   * Sent as `st` on every request.
   * @default 'keyport'
   */
  sdkType?: string
  /** Sent as `sv` on every request. */
  sdkVersion: string
  /**
   * The fetch to use.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch
}

/**
 * Creates the client for the blockchain data API, which identifies the caller by the project id
 * and the SDK type and version in every query.
 *
 * @example
 * const api = createDataApiClient({ baseUrl: 'http://localhost:4000', projectId: 'demo', sdkVersion: '0.1.0' })
 * await api.get({ path: '/v1/convert/tokens', params: { chainId: 'eip155:1' } })
 * // GET http://localhost:4000/v1/convert/tokens?chainId=eip155%3A1&projectId=demo&st=keyport&sv=0.1.0
 */
export function createDataApiClient({
  baseUrl,
  projectId,
  sdkType = 'keyport',
  sdkVersion,
  fetch,
}: CreateDataApiClientParameters): HttpClient {
  return createHttpClient({
    baseUrl,
    query: { projectId, st: sdkType, sv: sdkVersion },
    fetch,
  })
}

import { buildUrl, type HttpParams } from './buildUrl'
import { HttpNetworkError } from './HttpNetworkError'
import { HttpResponseInvalidError } from './HttpResponseInvalidError'
import { HttpStatusError } from './HttpStatusError'
import { readErrorReasons } from './readErrorReasons'

export type HttpRequest = {
  /** Appended to the base URL; a leading slash is optional. */
  path: string
  /** Query parameters; `undefined` values are skipped and arrays are sent comma-joined. */
  params?: HttpParams
  /** Sent as JSON with `content-type: application/json`. Ignored by `get`. */
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * A small JSON client bound to one base URL. Each call resolves with the parsed body
 * (`undefined` for an empty one) or rejects with `HttpStatusError`, `HttpNetworkError` or
 * `HttpResponseInvalidError`. An aborted call rejects with the signal's reason, unchanged.
 */
export interface HttpClient {
  get<T>(request: Omit<HttpRequest, 'body'>): Promise<T>
  post<T>(request: HttpRequest): Promise<T>
  put<T>(request: HttpRequest): Promise<T>
  delete<T>(request: HttpRequest): Promise<T>
}

export type CreateHttpClientParameters = {
  /** Every request goes under this URL and nowhere else. */
  baseUrl: string
  /** Sent as the `clientId` query parameter on every request when set. */
  clientId?: string
  /**
   * Query parameters added to every request; they win over a request's own params so a call
   * cannot drop them. `undefined` values are skipped.
   */
  query?: Record<string, string | undefined>
  /** Headers added to every request; a request's own headers win. */
  headers?: Record<string, string>
  /**
   * The fetch to use.
   * @default globalThis.fetch, looked up at call time
   */
  fetch?: typeof fetch
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Creates the JSON HTTP client services use to reach an API.
 *
 * @example
 * const http = createHttpClient({ baseUrl: 'https://api.example', clientId: 'abc' })
 * const { tokens } = await http.get<{ tokens: Token[] }>({
 *   path: '/v1/convert/tokens',
 *   params: { chainId: 'eip155:1' },
 * })
 */
export function createHttpClient(options: CreateHttpClientParameters): HttpClient {
  const fixedQuery = { clientId: options.clientId, ...options.query }
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))

  async function send<T>(method: HttpMethod, request: HttpRequest): Promise<T> {
    const url = buildUrl(options.baseUrl, request.path, [request.params, fixedQuery])
    const headers = new Headers(options.headers)
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value)
    if (!headers.has('accept')) headers.set('accept', 'application/json')
    const hasBody = method !== 'GET' && request.body !== undefined
    if (hasBody && !headers.has('content-type')) headers.set('content-type', 'application/json')

    let response: Response
    let text: string
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: hasBody ? JSON.stringify(request.body) : undefined,
        signal: request.signal,
      })
      text = await response.text()
    } catch (cause) {
      // The caller asked for this; wrapping it would make an abort look like an outage.
      if (request.signal?.aborted) throw cause
      throw new HttpNetworkError({ method, url, cause })
    }

    if (!response.ok)
      throw new HttpStatusError({
        status: response.status,
        reasons: readErrorReasons(parseJson(text)),
        url,
      })
    if (text.trim() === '') return undefined as T
    try {
      return JSON.parse(text) as T
    } catch (cause) {
      throw new HttpResponseInvalidError({ url, cause })
    }
  }

  return {
    get: (request) => send('GET', request),
    post: (request) => send('POST', request),
    put: (request) => send('PUT', request),
    delete: (request) => send('DELETE', request),
  }
}

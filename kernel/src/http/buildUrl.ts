/** Query values a request may carry; `undefined` and empty arrays are left out. */
export type HttpParams = Record<
  string,
  string | number | boolean | undefined | readonly (string | number)[]
>

/**
 * Joins `path` under `baseUrl` and appends the query sets in order; a later set wins on a
 * repeated name. Arrays are sent comma-joined (`chainId=1,137`), the form the data API reads.
 *
 * The path only ever becomes the URL's path: something like `//other.host/x` or `https://x`
 * stays under the base, so a client cannot be talked into calling another origin.
 *
 * @example
 * buildUrl('https://api.example/', '/v1/tokens', [{ chainId: [1, 137] }, { projectId: 'p' }])
 * // 'https://api.example/v1/tokens?chainId=1%2C137&projectId=p'
 */
export function buildUrl(
  baseUrl: string,
  path: string,
  querySets: ReadonlyArray<HttpParams | undefined>,
): string {
  const url = new URL(baseUrl)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
  for (const params of querySets)
    for (const [name, value] of Object.entries(params ?? {})) {
      if (value === undefined) continue
      if (!Array.isArray(value)) url.searchParams.set(name, String(value))
      else if (value.length > 0) url.searchParams.set(name, value.join(','))
    }
  return url.toString()
}

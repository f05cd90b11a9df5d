/** An ERC-7677 paymaster service the frame will call for one operation, and its `context`. */
export type Paymaster = { url: string; context?: unknown }

/**
 * The URL when it is an http(s) URL on one of the origins the frame may call for paymasters (its
 * CSP `connect-src` lists the same: the data API's origin and `KEYPORT_FRAME_PAYMASTER_ORIGINS`);
 * undefined for any other.
 *
 * @example
 * allowedPaymasterUrl('http://127.0.0.1:4000/v1/paymaster?chainId=1', ['http://127.0.0.1:4000']) // the URL
 * allowedPaymasterUrl('https://evil.example/pm', ['http://127.0.0.1:4000']) // undefined
 */
export function allowedPaymasterUrl(url: unknown, origins: readonly string[]): string | undefined {
  if (typeof url !== 'string' || url.length > 2048) return undefined
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined
    if (parsed.username || parsed.password) return undefined
    return origins.includes(parsed.origin) ? parsed.toString() : undefined
  } catch {
    return undefined
  }
}

/**
 * The data API's own paymaster service for the app's project (the app option `sponsorship:
 * 'keyport'`): `{dataApi}/v1/paymaster?chainId=&projectId=`.
 *
 * @example
 * keyportPaymasterUrl('http://127.0.0.1:4000', 8453, 'keyport-dev')
 * // 'http://127.0.0.1:4000/v1/paymaster?chainId=8453&projectId=keyport-dev'
 */
export function keyportPaymasterUrl(dataApiOrigin: string, chainId: number, projectId: string) {
  const url = new URL('/v1/paymaster', dataApiOrigin)
  url.searchParams.set('chainId', String(chainId))
  url.searchParams.set('projectId', projectId)
  return url.toString()
}

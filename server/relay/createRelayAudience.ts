const loopback = new Set(['localhost', '127.0.0.1', '::1'])
const wildcard = new Set(['0.0.0.0', '::'])
const schemes: Record<string, 'ws' | 'wss'> = {
  'ws:': 'ws',
  'http:': 'ws',
  'wss:': 'wss',
  'https:': 'wss',
}

/** `wss://host:port`, or undefined for what is not a ws(s)/http(s) URL; loopback names as one. */
function origin(text: string): { scheme: string; host: string; port: string } | undefined {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  const scheme = schemes[url.protocol]
  if (!scheme) return undefined
  const name = url.hostname.toLowerCase().replace(/^\[|\]$/g, '')
  const host = loopback.has(name) ? 'loopback' : wildcard.has(name) ? '*' : name
  return { scheme, host, port: url.port || (scheme === 'ws' ? '80' : '443') }
}

export interface RelayAudience {
  /** Whether a JWT's `aud` names this relay. */
  accepts(aud: unknown): boolean
  /** The accepted URLs, for the refusal's text. */
  readonly urls: readonly string[]
}

/**
 * The `aud` values a relay accepts in client JWTs. WalletConnect clients sign their JWT for the
 * relay URL they connect to (`relayUrl`, e.g. `wss://relay.walletconnect.org`), so a JWT made
 * for another relay is refused here. URLs match by scheme (`http` as `ws`, `https` as `wss`),
 * host and port; path and query do not count; `localhost`, `127.0.0.1` and `[::1]` are one
 * host; a wildcard host (`0.0.0.0`, `[::]`: the address a relay listens on when no public URL is
 * set) accepts any host on that port.
 *
 * @example
 * const audience = createRelayAudience(['wss://relay.example.com'])
 * audience.accepts('wss://relay.example.com/') // true
 * audience.accepts('wss://relay.walletconnect.org') // false
 */
export function createRelayAudience(urls: readonly string[]): RelayAudience {
  const accepted = urls.map((url) => {
    const parsed = origin(url)
    if (!parsed)
      throw new Error(
        `Relay audience '${url}' is not a ws://, wss://, http:// or https:// URL (e.g. wss://relay.example.com).`,
      )
    return parsed
  })
  return {
    urls,
    accepts(aud) {
      const given = typeof aud === 'string' ? origin(aud) : undefined
      return (
        given !== undefined &&
        accepted.some(
          ({ scheme, host, port }) =>
            scheme === given.scheme && port === given.port && (host === '*' || host === given.host),
        )
      )
    },
  }
}

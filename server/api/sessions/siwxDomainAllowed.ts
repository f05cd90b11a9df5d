const splitAuthority = (authority: string) => {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(authority.toLowerCase())
  return { host: match?.[1] ?? '', port: match?.[2] }
}

/**
 * Whether a sign-in message's domain (an RFC 3986 authority) is one the project allows. An entry
 * is a host (any port), a `host:port`, or `*.example.com` (subdomains, not the bare domain).
 *
 * @example
 * siwxDomainAllowed('127.0.0.1:5173', ['localhost', '127.0.0.1']) // true
 * siwxDomainAllowed('evil.example', ['app.example']) // false
 */
export function siwxDomainAllowed(domain: string, allowed: readonly string[]): boolean {
  const { host, port } = splitAuthority(domain)
  if (!host) return false
  return allowed.some((entry) => {
    const rule = splitAuthority(entry)
    const hostMatches = rule.host.startsWith('*.')
      ? host.endsWith(rule.host.slice(1)) && host.length > rule.host.length - 1
      : host === rule.host
    return hostMatches && (rule.port === undefined || rule.port === port)
  })
}

/** Whether `uri` is on `domain`: its authority is the domain (EIP-4361's binding of the two). */
export function uriOnDomain(uri: string, domain: string): boolean {
  try {
    return new URL(uri).host === domain.toLowerCase()
  } catch {
    return false
  }
}

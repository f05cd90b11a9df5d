// A percent-escape that spells a character which needs none (ALPHA DIGIT - . _ ~), or a slash or
// backslash: another spelling of a path a route or the balancer knows under its plain name.
const needlessEscape = /%(2[DdEeFf]|3[0-9]|4[1-9A-Fa-f]|5[0-9AaCcFf]|6[1-9A-Fa-f]|7[0-9AaEe])/
const brokenEscape = /%(?![0-9A-Fa-f]{2})/

/**
 * Why a request target's path is not canonical, or undefined when it is. Canonical: it starts
 * with `/`, has no empty segment (`//`) except one trailing slash (the JSON-RPC URL `/v1/?chainId=`
 * every wallet library is given ends in one), no `.` or `..` segment, no backslash, and no
 * percent-escape of a character that needs none or of `/` or `\`. Anything else is another
 * spelling of some path, which a service or a balancer normalising differently would route
 * elsewhere (`/./metrics` past a rule on `/metrics`), so every Keyport service refuses it (400)
 * before any route or balancer decision.
 *
 * @example
 * nonCanonicalPath('/v1/account/0xab/balance?projectId=x') // undefined
 * nonCanonicalPath('/%2e/metrics') // "the path spells '.' as %2e; …"
 */
export function nonCanonicalPath(target: string): string | undefined {
  const end = target.search(/[?#]/)
  const path = end === -1 ? target : target.slice(0, end)
  if (!path.startsWith('/')) return 'the request target must be a path starting with /'
  if (path.includes('\\')) return 'the path holds a backslash'
  const segments = path.slice(1).split('/')
  // One trailing slash is an empty last segment; '/' itself is the one empty segment.
  const inner = segments.length > 1 && segments.at(-1) === '' ? segments.slice(0, -1) : segments
  if (path !== '/' && inner.includes('')) return 'the path holds an empty segment (//)'
  if (inner.some((segment) => segment === '.' || segment === '..'))
    return 'the path holds a . or .. segment'
  if (brokenEscape.test(path)) return 'the path holds a % that is not followed by two hex digits'
  const needless = needlessEscape.exec(path)
  if (needless)
    return `the path spells '${String.fromCharCode(Number.parseInt(needless[1] as string, 16))}' as ${needless[0]}`
  return undefined
}

/**
 * The path a service routes by: a canonical target's path without its one trailing slash, so
 * `/metrics/` is decided as `/metrics` everywhere.
 *
 * @example
 * routedPath('/metrics/?x=1') // '/metrics'
 */
export function routedPath(target: string): string {
  const path = new URL(target, 'http://service.local').pathname
  return path.length > 1 ? path.replace(/\/$/, '') : path
}

/** The 400 body of a non-canonical path, in the data API's error shape. */
export function nonCanonicalPathBody(reason: string) {
  return {
    status: 400,
    code: 'path_not_canonical',
    reasons: [
      {
        description: `This path is not in canonical form: ${reason}. Send the plain path (no //, /./, /../ or needless %-escapes such as %2e).`,
      },
    ],
  }
}

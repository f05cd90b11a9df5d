import { isIP } from 'node:net'

/** The eight 16-bit groups of an IPv6 address, `::` expanded. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const part = (text: string) => (text ? text.split(':') : [])
  const left = part(head)
  const right = tail === undefined ? [] : part(tail)
  // An embedded IPv4 tail (::ffff:1.2.3.4 or 64:ff9b::1.2.3.4) is two groups.
  const last = right.length > 0 ? right : left
  const v4 = last.at(-1)
  if (v4 && isIP(v4) === 4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number)
    last.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16))
  }
  const missing = 8 - left.length - right.length
  return [...left, ...Array(tail === undefined ? 0 : missing).fill('0'), ...right].map((group) =>
    Number.parseInt(group, 16).toString(16),
  )
}

/**
 * The key the relay counts an address under for its per-IP limits (sockets, storage): an IPv4
 * address as it is, an IPv6 address as its /64. One IPv6 host usually holds a whole /64, so
 * counting its addresses one by one would let it rotate past every per-IP limit.
 *
 * @example
 * ipQuotaKey('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 * ipQuotaKey('203.0.113.7') // '203.0.113.7'
 */
export function ipQuotaKey(ip: string): string {
  if (isIP(ip) !== 6) return ip
  return `${ipv6Groups(ip.split('%')[0]!).slice(0, 4).join(':')}::/64`
}

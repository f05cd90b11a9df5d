import { isIP } from 'node:net'

/** The eight 16-bit groups of an IPv6 address, `::` expanded, an embedded IPv4 tail as two. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const part = (text: string) => (text ? text.split(':') : [])
  const left = part(head)
  const right = tail === undefined ? [] : part(tail)
  const last = right.length > 0 ? right : left
  const v4 = last.at(-1)
  if (v4 && isIP(v4) === 4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number)
    last.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16))
  }
  const missing = 8 - left.length - right.length
  return [...left, ...Array(tail === undefined ? 0 : missing).fill('0'), ...right].map((group) =>
    (Number.parseInt(group, 16) || 0).toString(16),
  )
}

/**
 * The key every per-IP limit counts an address under (the data API's and the frame's rate limits,
 * the code-guess budget, the relay's sockets and storage quotas): an IPv4 address (also written
 * as `::ffff:a.b.c.d`) as it is, an IPv6 address as its /64. One IPv6 host is usually given a
 * whole /64, so counting its addresses one by one would let it rotate past every per-IP limit.
 *
 * @example
 * ipLimitKey('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 * ipLimitKey('::ffff:203.0.113.7') // '203.0.113.7'
 */
export function ipLimitKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return mapped[1] as string
  const plain = ip.split('%')[0] as string
  if (isIP(plain) !== 6) return ip
  return `${ipv6Groups(plain).slice(0, 4).join(':')}::/64`
}

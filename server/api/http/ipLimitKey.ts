import { isIP } from 'node:net'

/** The first four 16-bit groups (the /64) of an IPv6 address, `::` expanded, in plain hex. */
function prefix64(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  // An embedded IPv4 tail (64:ff9b::1.2.3.4) is two groups; it never reaches the first four
  // unless the address is mostly zeros, where it changes nothing of the prefix.
  const groups = [
    ...left,
    ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'),
    ...right,
  ]
  return groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16))
}

/**
 * The key a per-IP rate limit counts an address under: an IPv4 address (also written as
 * `::ffff:a.b.c.d`) as it is, an IPv6 address as its /64. One IPv6 host is usually given a whole
 * /64, so counting its addresses one by one would let it rotate past every per-IP limit.
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
  return `${prefix64(plain).join(':')}::/64`
}

import type { IncomingMessage } from 'node:http'
import { BlockList, isIP } from 'node:net'

const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')

/**
 * The proxies whose `X-Forwarded-For` is believed: addresses or CIDR ranges, IPv4 or IPv6, as
 * in `KEYPORT_TRUSTED_PROXIES=127.0.0.1,10.0.0.0/8`. Throws on an entry that is neither.
 *
 * @example
 * const trusted = parseTrustedProxies('10.0.0.0/8, 127.0.0.1')
 */
export function parseTrustedProxies(list: string | readonly string[] = []): BlockList {
  const trusted = new BlockList()
  const entries = typeof list === 'string' ? list.split(',') : list
  for (const entry of entries.map((item) => item.trim()).filter(Boolean)) {
    const [address = '', bits] = entry.split('/')
    const family = isIP(address)
    if (!family || (bits !== undefined && !/^\d{1,3}$/.test(bits)))
      throw new Error(
        `Trusted proxy '${entry}' is not an IP address or CIDR range (e.g. 10.0.0.0/8).`,
      )
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (bits === undefined) trusted.addAddress(address, type)
    else trusted.addSubnet(address, Number(bits), type)
  }
  return trusted
}

const isTrusted = (trusted: BlockList, address: string) =>
  isIP(address) !== 0 && trusted.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6')

/**
 * The address a request came from. `X-Forwarded-For` counts only when the socket's peer is a
 * trusted proxy; then the header is read from the right, skipping trusted hops, so a client
 * cannot pick its own address by writing the header itself.
 *
 * @example
 * const ip = clientIp(request, parseTrustedProxies(process.env.KEYPORT_TRUSTED_PROXIES))
 */
export function clientIp(request: IncomingMessage, trusted?: BlockList): string {
  const peer = plain(request.socket.remoteAddress ?? 'unknown')
  if (!trusted || !isTrusted(trusted, peer)) return peer
  const header = request.headers['x-forwarded-for']
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => plain(hop.trim()))
  let client = peer
  for (const hop of hops.reverse()) {
    if (!isIP(hop)) break
    client = hop
    if (!isTrusted(trusted, hop)) break
  }
  return client
}

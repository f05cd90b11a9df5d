/**
 * True for a URL on this machine (localhost, 127.0.0.0/8, [::1]). The benchmark counts every
 * network request to any other host: a page must call only the hosts its app configured.
 *
 * @example
 * isLoopback('http://127.0.0.1:5173/') // true
 * isLoopback('https://rpc.example.org/') // false
 */
export function isLoopback(url: string): boolean {
  const { hostname } = new URL(url)
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)
}

/** True for URLs that go over the network at all (not `data:`, `blob:`, `about:`). */
export function isNetworkUrl(url: string): boolean {
  return /^(https?|wss?):/i.test(url)
}

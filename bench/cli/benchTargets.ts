import type { BenchPage } from '../runBench'
import { type StaticServer, serveStatic } from '../serve/serveStatic'
import type { BundleSizes } from '../size/measureBundle'
import type { PeerSpec } from './parsePeers'

/** Keyport's selectors: the Connect button, and a wallet in the Connect view's list. */
const keyportSelectors = {
  button: 'button.kp-connect-button',
  list: '[role="dialog"] ul[aria-label="Wallets"] button',
}

export type BenchTargets = { pages: BenchPage[]; close(): Promise<void> }

/**
 * Serves every built page on loopback (a free port each) and returns the pages to measure:
 * Keyport's own with their build sizes, then the peers.
 *
 * @example
 * const { pages, close } = await benchTargets([{ name: 'minimal', dir, bundle }], peers)
 */
export async function benchTargets(
  own: ReadonlyArray<{ name: string; dir: string; bundle: BundleSizes; query?: string }>,
  peers: readonly PeerSpec[],
): Promise<BenchTargets> {
  const servers: StaticServer[] = []
  const serve = async (dir: string) => {
    const server = await serveStatic(dir)
    servers.push(server)
    return server.url
  }
  try {
    const pages: BenchPage[] = []
    for (const page of own)
      pages.push({
        name: page.name,
        url: `${await serve(page.dir)}/index.html${page.query ?? ''}`,
        bundle: page.bundle,
        ...keyportSelectors,
      })
    for (const peer of peers)
      pages.push({
        name: peer.name,
        url: peer.url ?? `${await serve(peer.dir as string)}/index.html`,
        button: peer.button,
        list: peer.list,
      })
    return { pages, close: () => Promise.all(servers.map((s) => s.close())).then(() => {}) }
  } catch (error) {
    await Promise.all(servers.map((s) => s.close()))
    throw error
  }
}

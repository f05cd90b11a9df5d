import type { Clock } from '@keyport/kernel'
import type { ChainNamespace, Connector } from '../connectors/types.ts'
import type { ConnectorRegistry } from './ConnectorRegistry.ts'

/** Runs `start` once the page has loaded; returns a function that cancels the wait. */
export type WhenPageLoaded = (start: () => void) => () => void

/**
 * Runs `start` at once when the document has loaded (or there is none: Node, a server render),
 * else on the window's `load` event: a wallet extension's script may announce only then.
 *
 * @example
 * const cancel = afterPageLoad(() => console.log('loaded'))
 */
export const afterPageLoad: WhenPageLoaded = (start) => {
  const page = globalThis.document
  const target = globalThis.window
  if (!page || !target || page.readyState === 'complete') {
    start()
    return () => {}
  }
  target.addEventListener('load', start, { once: true })
  return () => target.removeEventListener('load', start)
}

/**
 * Waits for connector `id` to register, as a wallet announces itself (EIP-6963) or registers
 * (Wallet Standard) a moment after a reload: until `waitMs` after the page has loaded, since an
 * extension's script may run only after the app's; for `namespace: 'solana'` until its Solana
 * side is there too (Wallet Standard wallets register apart from EIP-6963). Resolves undefined
 * when none came in time.
 *
 * @example
 * const connector = await waitForConnector({ registry, clock, id: 'io.metamask', waitMs: 3_000 })
 */
export function waitForConnector({
  registry,
  clock,
  id,
  namespace,
  waitMs,
  whenPageLoaded = afterPageLoad,
}: {
  registry: Pick<ConnectorRegistry, 'connectors' | 'connectors$'>
  clock: Clock
  id: string
  namespace?: ChainNamespace
  waitMs: number
  /** @default afterPageLoad: the wait's clock starts once the page has loaded */
  whenPageLoaded?: WhenPageLoaded
}): Promise<Connector | undefined> {
  return new Promise((resolve) => {
    const ready = (c: Connector) => c.id === id && (namespace !== 'solana' || Boolean(c.solana))
    const found = registry.connectors.find(ready)
    if (found) return resolve(found)
    let cancel = () => {}
    const subscription = registry.connectors$.subscribe((list) => {
      const match = list.find(ready)
      if (!match) return
      cancel()
      subscription?.unsubscribe()
      resolve(match)
    })
    let stopTimer = () => {}
    const stopWaiting = whenPageLoaded(() => {
      stopTimer = clock.setTimeout(() => {
        subscription.unsubscribe()
        resolve(undefined)
      }, waitMs)
    })
    cancel = () => {
      stopWaiting()
      stopTimer()
    }
  })
}

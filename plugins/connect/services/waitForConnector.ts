import type { Clock } from '@keyport/kernel'
import type { ChainNamespace, Connector } from '../connectors/types.ts'
import type { ConnectorRegistry } from './ConnectorRegistry.ts'

/**
 * Waits up to `waitMs` for connector `id` to register, as a wallet announces itself a moment
 * after a reload; for `namespace: 'solana'` until its Solana side is there too (Wallet Standard
 * wallets register apart from EIP-6963). Resolves undefined when none came in time.
 *
 * @example
 * const connector = await waitForConnector({ registry, clock, id: 'io.metamask', waitMs: 1_000 })
 */
export function waitForConnector({
  registry,
  clock,
  id,
  namespace,
  waitMs,
}: {
  registry: Pick<ConnectorRegistry, 'connectors' | 'connectors$'>
  clock: Clock
  id: string
  namespace?: ChainNamespace
  waitMs: number
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
    cancel = clock.setTimeout(() => {
      subscription.unsubscribe()
      resolve(undefined)
    }, waitMs)
  })
}

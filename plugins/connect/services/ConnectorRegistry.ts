import type { Observable } from 'rxjs'
import type { Connector } from '../connectors/types.ts'

/**
 * The connectors available now: announced (EIP-6963) wallets as they announce, the legacy
 * injected provider, and connectors other plugins add (WalletConnect, the embedded wallet).
 * Implemented by `createConnectorRegistry` (same folder).
 */
export interface ConnectorRegistry {
  readonly connectors$: Observable<readonly Connector[]>
  readonly connectors: readonly Connector[]
  get(id: string): Connector | undefined
  /** Adds a connector; the first one with an id wins (spec: de-duplicated by id). Returns a remover. */
  add(connector: Connector): () => void
  dispose(): void
}

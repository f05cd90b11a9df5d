import type { ConnectorEvent } from '../connectors/types.ts'
import type { WalletConnectClient } from './loadSignClient.ts'
import { sessionAccounts } from './sessionAccounts.ts'
import type { WalletConnectSession } from './WalletConnectSession.ts'

export type FollowSessionParameters = {
  /** The live session, read and replaced as the wallet reports changes. */
  get: () => WalletConnectSession | undefined
  set: (session: WalletConnectSession | undefined) => void
  emit: (event: ConnectorEvent) => void
}

/**
 * Turns the wallet's session events (chain and account changes, namespace updates, delete,
 * expiry) into connector events for the live session; other sessions' events are ignored.
 *
 * @example
 * followSession(client, { get: () => active, set: (next) => { active = next }, emit })
 */
export function followSession(
  client: WalletConnectClient,
  { get, set, emit }: FollowSessionParameters,
) {
  const live = (topic: string) => {
    const active = get()
    return active?.topic === topic ? active : undefined
  }
  client.on('session_event', ({ topic, params }) => {
    const active = live(topic)
    if (!active) return
    const { name, data } = params.event as { name: string; data: unknown }
    if (name === 'chainChanged') {
      const chainId = Number(data)
      if (!Number.isSafeInteger(chainId)) return
      set({ ...active, chainId })
      emit({ type: 'chainChanged', chainId })
    }
    if (name === 'accountsChanged' && Array.isArray(data)) {
      const caip = data.map((a) =>
        String(a).includes(':') ? String(a) : `eip155:${active.chainId}:${a}`,
      )
      const { accounts } = sessionAccounts({ accounts: caip, methods: [] })
      set({ ...active, accounts })
      emit({ type: 'accountsChanged', accounts })
    }
  })
  client.on('session_update', ({ topic, params }) => {
    const active = live(topic)
    if (!active) return
    const namespace = params.namespaces.eip155
    const { accounts, chainIds } = sessionAccounts(namespace)
    set({ ...active, accounts, chainIds, methods: namespace?.methods ?? active.methods })
    emit({ type: 'accountsChanged', accounts })
  })
  const ended = ({ topic }: { topic: string }) => {
    if (!live(topic)) return
    set(undefined)
    emit({ type: 'disconnect' })
  }
  client.on('session_delete', ended)
  client.on('session_expire', ended)
}

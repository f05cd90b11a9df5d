import type { ConnectorEvent } from '../connectors/types.ts'
import type { WalletConnectClient } from './loadSignClient.ts'
import { sessionAccounts } from './sessionAccounts.ts'
import { solanaSessionAccounts } from './solanaSessionAccounts.ts'
import type { WalletConnectSession } from './WalletConnectSession.ts'

export type FollowSessionParameters = {
  /** The live session, read and replaced as the wallet reports changes. */
  get: () => WalletConnectSession | undefined
  set: (session: WalletConnectSession | undefined) => void
  emit: (event: ConnectorEvent) => void
  /** The session's Solana accounts changed; none left means the session ended. */
  emitSolana?: (accounts: readonly string[]) => void
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
  { get, set, emit, emitSolana = () => {} }: FollowSessionParameters,
) {
  const live = (topic: string) => {
    const active = get()
    return active?.topic === topic ? active : undefined
  }
  client.on('session_event', ({ topic, params }) => {
    const active = live(topic)
    if (!active) return
    const { name, data } = params.event as { name: string; data: unknown }
    if (params.chainId?.startsWith('solana:')) {
      if (name === 'accountsChanged' && Array.isArray(data)) solanaAccountsChanged(active, data)
      return
    }
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

  // A Solana account change we cannot read is not one we act on.
  const solanaAccountsChanged = (active: WalletConnectSession, data: unknown[]) => {
    const chain = active.solana.chains[0]
    if (!chain) return
    const caip = data.map((a) => (String(a).includes(':') ? String(a) : `${chain}:${a}`))
    try {
      const { accounts } = solanaSessionAccounts({ accounts: caip, methods: [] }, active.walletName)
      if (!accounts[0]) return
      set({ ...active, solana: { ...active.solana, accounts } })
      emitSolana(accounts)
    } catch {}
  }

  client.on('session_update', ({ topic, params }) => {
    const active = live(topic)
    if (!active) return
    const namespace = params.namespaces.eip155
    const { accounts, chainIds } = sessionAccounts(namespace)
    let solana = active.solana
    try {
      solana = solanaSessionAccounts(params.namespaces.solana, active.walletName)
    } catch {}
    set({ ...active, accounts, chainIds, methods: namespace?.methods ?? active.methods, solana })
    emit({ type: 'accountsChanged', accounts })
    if (solana.accounts.join() !== active.solana.accounts.join()) emitSolana(solana.accounts)
  })
  const ended = ({ topic }: { topic: string }) => {
    if (!live(topic)) return
    set(undefined)
    emit({ type: 'disconnect' })
    emitSolana([])
  }
  client.on('session_delete', ended)
  client.on('session_expire', ended)
}

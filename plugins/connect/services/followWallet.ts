import type { EventBus } from '@keyport/kernel'
import { Subscription } from 'rxjs'
import type { ConnectedAccount } from '../connectedAccount.ts'
import type { SolanaNetwork } from '../connectors/solanaNetworks.ts'
import type { Connector } from '../connectors/types.ts'
import type { ConnectionState } from './ConnectionService.ts'
import { solanaState } from './solanaState.ts'

/** What following a wallet reads and changes of the connection. */
export type FollowTarget = {
  readonly state: ConnectionState
  next(state: ConnectionState): void
  bus: EventBus
  /** Whether the app supports an eip155 chain. */
  supported(chainId: number): boolean
  /** The wallet ended the connection. */
  disconnected(): void
}

/** The event payload for an eip155 account. */
export const eip155Account = (address: `0x${string}`, chainId: number): ConnectedAccount => ({
  namespace: 'eip155',
  address,
  chainId,
  caipAddress: `eip155:${chainId}:${address}`,
})

/** The 'connect:chain-changed' payload. */
export const eip155ChainChange = (chainId: number, supported: boolean) => ({
  chainId,
  supported,
  namespace: 'eip155' as const,
  caipNetworkId: `eip155:${chainId}` as const,
})

/** The event payload for a Solana account, from its connection state. */
export const solanaAccount = (state: ConnectionState): ConnectedAccount => {
  const caipAddress = state.caipAddress as `solana:${string}:${string}`
  return {
    namespace: 'solana',
    address: state.solanaAccounts?.[0] ?? caipAddress.split(':')[2]!,
    caipNetworkId: state.caipNetworkId as `solana:${string}`,
    caipAddress,
  }
}

/**
 * Follows a connected eip155 wallet's events: a new account or chain updates the state and is
 * announced on the bus ('connect:account-changed', 'connect:chain-changed'); a disconnect, or an
 * empty account list, ends the connection.
 *
 * @example
 * const subscription = followEip155(connector, target)
 */
export function followEip155(connector: Connector, target: FollowTarget): Subscription {
  const { bus, supported } = target
  return connector.events$.subscribe((event) => {
    const state = target.state
    if (event.type === 'disconnect' || (event.type === 'accountsChanged' && !event.accounts[0]))
      return target.disconnected()
    if (event.type === 'accountsChanged') {
      const address = event.accounts[0]!
      target.next({ ...state, address, accounts: event.accounts })
      if (address !== state.address && state.chainId !== undefined)
        bus.emit('connect:account-changed', eip155Account(address, state.chainId))
      return
    }
    const { chainId } = event
    if (chainId === state.chainId) return
    target.next({ ...state, chainId, chainSupported: supported(chainId) })
    bus.emit('connect:chain-changed', eip155ChainChange(chainId, supported(chainId)))
  })
}

/**
 * Follows a connected Solana wallet's `standard:events`: a new active account switches the
 * state and is announced ('connect:account-changed'); no accounts left ends the connection.
 *
 * @example
 * const subscription = followSolana(connector, solanaMainnet, target)
 */
export function followSolana(
  connector: Connector,
  network: SolanaNetwork,
  target: FollowTarget,
): Subscription {
  const stop = connector.solana?.subscribe((event) => {
    if (event.type === 'disconnect') return target.disconnected()
    if (event.accounts[0] === target.state.solanaAccounts?.[0]) return
    const next = solanaState(connector.id, network, event.accounts)
    target.next(next)
    target.bus.emit('connect:account-changed', solanaAccount(next))
  })
  return new Subscription(stop)
}

import type { Kernel } from '@keyport/kernel'
import type { CreateConnectorFn } from '@wagmi/core'
import type { Subscription } from 'rxjs'
import {
  type Address,
  getAddress,
  ProviderDisconnectedError,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem'
import type { Eip1193Provider } from '../connectors/types.ts'
import { KeyportConnectPluginMissingError, KeyportModalClosedError } from '../errors.ts'
import type { ConnectionService, ConnectionState } from '../services/ConnectionService.ts'
import { connectionToken } from '../tokens.ts'
import { settledConnection, waitForConnection } from './waitForConnection.ts'

export type KeyportConnectorParameters = {
  /** The Keyport instance from `createKeyport`, with the connect plugin installed. */
  keyport: Kernel
}

/**
 * A wagmi connector that uses Keyport as the app's connection UI: wagmi's `connect` opens the
 * Keyport modal and resolves once the user connected a wallet there; accounts, chain changes and
 * disconnects made in Keyport (its Account and Networks views, its buttons) reach wagmi, and
 * wagmi's own `switchChain`, `disconnect` and signing go through the wallet Keyport connected.
 * Keyport reconnects after a reload by itself; wagmi's `reconnect` waits for it.
 *
 * @example
 * const keyport = createKeyport({ projectId, apiUrl, plugins: [connectPlugin({ networks })] })
 * const config = createConfig({
 *   chains: [mainnet, base],
 *   connectors: [keyportConnector({ keyport })],
 *   transports: { [mainnet.id]: http(), [base.id]: http() },
 * })
 * // in a component: connect({ connector: connectors[0] }) opens the Keyport modal
 */
export function keyportConnector({ keyport }: KeyportConnectorParameters) {
  type Provider = Eip1193Provider
  const create: CreateConnectorFn<Provider> = (config) => {
    let following: Subscription | undefined

    const connection = (): ConnectionService => {
      if (!keyport.plugins.includes('connect')) throw new KeyportConnectPluginMissingError()
      return keyport.resolve(connectionToken)
    }
    const connected = (state: ConnectionState) =>
      state.status === 'connected' && state.chainId !== undefined
    const chainOf = (state: ConnectionState) => state.chainId ?? config.chains[0].id

    // Forwards to whichever wallet Keyport has connected at the time of each request, so a
    // wallet change inside Keyport needs nothing from wagmi.
    const switchChain = async ({ chainId }: { chainId: number }) => {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      if (!chain) throw new SwitchChainError(new Error(`Chain ${chainId} is not configured.`))
      try {
        await connection().switchChain(chainId)
      } catch (error) {
        throw new SwitchChainError(error as Error)
      }
      config.emitter.emit('change', { chainId })
      return chain
    }

    const provider: Provider = {
      async request(args) {
        const current = connection().provider()
        if (!current) throw new ProviderDisconnectedError(new Error('No wallet is connected.'))
        return current.request(args)
      },
    }

    return {
      id: 'keyport',
      name: 'Keyport',
      type: 'keyport',

      async setup() {
        // wagmi does not catch setup errors; a missing plugin is reported by connect instead.
        if (!keyport.plugins.includes('connect')) return
        let previous = connection().state
        following?.unsubscribe()
        following = connection().state$.subscribe((state) => {
          const was = previous
          previous = state
          if (connected(state) && !connected(was)) {
            // wagmi ignores this while its own connect or reconnect is running; otherwise a
            // connection made from Keyport's own button joins wagmi's state here.
            config.emitter.emit('connect', { accounts: state.accounts, chainId: chainOf(state) })
            return
          }
          if (!connected(state) && connected(was) && state.status === 'disconnected') {
            config.emitter.emit('disconnect')
            return
          }
          if (!connected(state)) return
          if (state.accounts.join() !== was.accounts.join())
            config.emitter.emit('change', { accounts: state.accounts })
          if (state.chainId !== was.chainId)
            config.emitter.emit('change', { chainId: state.chainId })
        })
      },

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        const service = connection()
        let state = await settledConnection(service)
        if (!connected(state)) {
          if (isReconnecting) throw new ProviderDisconnectedError(new Error('Not connected.'))
          const result = await waitForConnection({ connection: service, modal: keyport.modal })
          if (!result.connected) throw new UserRejectedRequestError(new KeyportModalClosedError())
          state = result.state
        }
        if (chainId !== undefined && chainId !== state.chainId) {
          await switchChain({ chainId })
          state = service.state
        }
        const accounts = withCapabilities
          ? state.accounts.map((address) => ({ address, capabilities: {} }))
          : state.accounts
        return { accounts: accounts as never, chainId: chainOf(state) }
      },

      async disconnect() {
        await connection().disconnect()
      },

      async getAccounts() {
        return connection().state.accounts
      },

      async getChainId() {
        return chainOf(connection().state)
      },

      async getProvider() {
        return provider
      },

      async isAuthorized() {
        return connected(await settledConnection(connection()))
      },

      switchChain,

      onAccountsChanged(accounts) {
        if (accounts.length === 0) config.emitter.emit('disconnect')
        else
          config.emitter.emit('change', {
            accounts: accounts.map((account) => getAddress(account) as Address),
          })
      },

      onChainChanged(chain) {
        config.emitter.emit('change', { chainId: Number(chain) })
      },

      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  }
  return create
}

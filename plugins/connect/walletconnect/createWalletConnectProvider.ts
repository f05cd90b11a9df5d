import type { Network } from '../connectors/networks.ts'
import type { ConnectorEvent, Eip1193Provider } from '../connectors/types.ts'
import { WalletNotConnectedError, WalletRequestFailedError } from '../errors.ts'
import type { WalletConnectSession } from './WalletConnectSession.ts'

export type CreateWalletConnectProviderParameters = {
  session: () => WalletConnectSession | undefined
  /** Switches among the session's chains; throws for a chain the wallet did not approve. */
  switchChain: (chainId: number) => Promise<void>
  networks: readonly Network[]
  /** @default globalThis.fetch */
  fetch?: typeof fetch
}

type Listener = (payload: never) => void

// Answered from the session without a round trip to the phone.
const local = new Set(['eth_accounts', 'eth_requestAccounts', 'eth_chainId', 'net_version'])

/**
 * An EIP-1193 provider over a WalletConnect session: accounts and chain id from the session,
 * the methods the wallet approved sent to the wallet, reads sent to the app's own RPC URL for the
 * chain, and a `wallet_*` method it did not approve refused with 4200 (Unsupported Method). A wallet error keeps its EIP-1193 `code` (4001 when the user declines).
 *
 * @example
 * const provider = createWalletConnectProvider({ session: () => active, switchChain, networks })
 * await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] })
 */
export function createWalletConnectProvider({
  session,
  switchChain,
  networks,
  fetch: fetchImpl = globalThis.fetch,
}: CreateWalletConnectProviderParameters): Eip1193Provider & {
  emit(event: ConnectorEvent): void
} {
  const listeners = new Map<string, Set<Listener>>()
  let rpcId = 0

  const read = async (chainId: number, method: string, params: unknown) => {
    const url = networks.find((network) => network.id === chainId)?.rpcUrls.default.http[0]
    if (!url)
      throw new WalletRequestFailedError('The network', {
        code: 4901,
        message: `No RPC URL for chain ${chainId}.`,
      })
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
    })
    const body = (await response.json()) as {
      result?: unknown
      error?: { code?: number; message?: string }
    }
    if (body.error) throw new WalletRequestFailedError('The network', body.error)
    return body.result
  }

  return {
    async request({ method, params }) {
      const active = session()
      if (!active) throw new WalletNotConnectedError()
      if (local.has(method)) {
        if (method === 'eth_chainId') return `0x${active.chainId.toString(16)}`
        if (method === 'net_version') return String(active.chainId)
        return [...active.accounts]
      }
      if (method === 'wallet_switchEthereumChain') {
        const [{ chainId }] = params as [{ chainId: string }]
        await switchChain(Number(chainId))
        return null
      }
      if (!active.methods.includes(method)) {
        // A wallet_* method is the wallet's to answer, never the chain's: one the session does
        // not hold is unsupported here (EIP-1193 4200), not a request to the app's RPC.
        if (method.startsWith('wallet_'))
          throw new WalletRequestFailedError(active.walletName, {
            code: 4200,
            message: `${active.walletName} did not approve ${method} in this session.`,
          })
        return read(active.chainId, method, params)
      }
      try {
        return await active.client.request({
          topic: active.topic,
          chainId: `eip155:${active.chainId}`,
          request: { method, params },
        })
      } catch (error) {
        throw new WalletRequestFailedError(
          active.walletName,
          error as { code?: number; message?: string },
        )
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event) {
      const payload =
        event.type === 'accountsChanged'
          ? event.accounts
          : event.type === 'chainChanged'
            ? `0x${event.chainId.toString(16)}`
            : undefined
      for (const listener of listeners.get(event.type) ?? [])
        (listener as (value: unknown) => void)(payload)
    },
  }
}

import type { Eip1193Provider } from '../connectors/types.ts'

type Listener = (...args: never[]) => void
type Handler = (params: unknown) => unknown

/** An EIP-1193 error as wallets throw it: a message and a numeric code. */
export function rpcError(code: number, message = `RPC error ${code}`): Error & { code: number } {
  return Object.assign(new Error(message), { code })
}

export type FakeProvider = Eip1193Provider & {
  /** Every request, in order. */
  readonly calls: { method: string; params: unknown }[]
  /** Replaces how one method answers: a value, a thrown error, or a promise that never settles. */
  handle(method: string, handler: Handler): void
  /** Fires a provider event (`accountsChanged`, `chainChanged`, `disconnect`) at its listeners. */
  emit(event: string, ...args: unknown[]): void
  listenerCount(event: string): number
}

/**
 * A small scriptable EIP-1193 provider for unit tests. By default it holds one account on
 * chain 1 and answers `eth_requestAccounts`, `eth_accounts` and `eth_chainId`; every other
 * method answers `null` until a test gives it a handler.
 *
 * @example
 * const provider = createFakeProvider()
 * provider.handle('eth_requestAccounts', () => { throw rpcError(4001) })
 */
export function createFakeProvider({
  accounts = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
  chainId = 1,
}: {
  accounts?: readonly string[]
  chainId?: number
} = {}): FakeProvider {
  const calls: { method: string; params: unknown }[] = []
  const listeners = new Map<string, Set<Listener>>()
  const handlers = new Map<string, Handler>([
    ['eth_requestAccounts', () => [...accounts]],
    ['eth_accounts', () => [...accounts]],
    ['eth_chainId', () => `0x${chainId.toString(16)}`],
  ])
  return {
    calls,
    async request({ method, params }) {
      calls.push({ method, params })
      const handler = handlers.get(method)
      return handler ? handler(params) : null
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    handle(method, handler) {
      handlers.set(method, handler)
    },
    emit(event, ...args) {
      for (const listener of listeners.get(event) ?? [])
        (listener as (...values: unknown[]) => void)(...args)
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  }
}

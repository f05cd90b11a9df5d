import type { PrivateKeyAccount } from 'viem/accounts'
import type { TestWalletChain, TestWalletState } from './types.ts'

/** What a method handler may read and change; `createTestWallet` builds it. */
export interface WalletContext {
  account: PrivateKeyAccount
  readonly state: Readonly<TestWalletState>
  chain(): TestWalletChain
  /** Forwards to the current chain's RPC. */
  rpc(method: string, params?: unknown): Promise<unknown>
  setConnected(connected: boolean): void
  setChain(chainId: number): void
  addChain(chain: TestWalletChain): void
}

/** A request after its checks: whether a real wallet would prompt for it, and how to answer. */
export interface PreparedRequest {
  prompts: boolean
  run(): unknown
}

export type MethodHandler = (params: unknown, context: WalletContext) => PreparedRequest

export const answer = (value: unknown): PreparedRequest => ({ prompts: false, run: () => value })

/** The params array of a request, or [] when absent; anything else is invalid. */
export function paramsList(params: unknown): unknown[] {
  if (params === undefined) return []
  if (Array.isArray(params)) return params
  return [params]
}

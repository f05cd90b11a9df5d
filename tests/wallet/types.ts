import type { Address } from 'viem'
import type { WalletControl } from './createWalletControl.ts'

/** A chain the wallet can sit on; reads and transactions for it go to `rpcUrl`. */
export interface TestWalletChain {
  id: number
  rpcUrl: string
  /** @default 'Chain <id>' */
  name?: string
}

/** The EIP-6963 provider info the wallet announces. */
export interface TestWalletInfo {
  /** @default 'Keyport Test Wallet' */
  name: string
  /** @default 'dev.keyport.testwallet' */
  rdns: string
  /** A data URI. @default an inline SVG */
  icon: string
  /** @default crypto.randomUUID() */
  uuid: string
}

/**
 * How the wallet answers a request that would prompt a real user.
 * - `approve` / `reject`: at once (reject is EIP-1193 error 4001).
 * - `delay`: approves after `delayMs`.
 * - `never`: never answers.
 * - `manual`: waits in `control.pending` until `approveNext()` or `rejectNext()`.
 * - `garbage`: answers with malformed data, as a broken wallet would.
 */
export type TestWalletMode = 'approve' | 'reject' | 'delay' | 'never' | 'manual' | 'garbage'

/** What became of a request, as `control.log` records it. */
export type TestWalletOutcome = 'waiting' | 'approved' | 'rejected' | 'garbage' | 'failed'

export interface TestWalletLogEntry {
  id: number
  method: string
  params: unknown
  outcome: TestWalletOutcome
  /** True when the request went through the approve/reject decision (a prompt in a real wallet). */
  prompted: boolean
  result?: unknown
  error?: { code: number; message: string }
}

export interface TestWalletPendingRequest {
  id: number
  method: string
  params: unknown
}

/** What the wallet keeps across page reloads when given a `storage`. */
export interface TestWalletState {
  connected: boolean
  chainId: number
  chains: TestWalletChain[]
  /** The active account, when the wallet holds several keys. */
  account?: Address
}

export interface RequestArguments {
  method: string
  params?: unknown
}

export type TestWalletEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'

/** A listener of one event; its payload type depends on the event (EIP-1193). */
export type Listener = (payload: never) => void

/** The EIP-1193 provider surface, plus the control API. */
export interface TestWallet {
  readonly isKeyportTestWallet: true
  /** The active account. */
  readonly address: Address
  /** Makes another held key (`otherKeys`) the active account and tells the page (accountsChanged). */
  switchAccount(address: Address): void
  request(args: RequestArguments): Promise<unknown>
  on(event: TestWalletEvent | (string & {}), listener: Listener): TestWallet
  removeListener(event: TestWalletEvent | (string & {}), listener: Listener): TestWallet
  readonly control: WalletControl
}

export type { Address }

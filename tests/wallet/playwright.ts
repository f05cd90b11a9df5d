import type { Page } from '@playwright/test'
import { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey } from '@solana/kit'
import { hexToBytes } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { bundleTestWallet } from './bundleTestWallet.ts'
import type { WalletControl } from './createWalletControl.ts'
import { randomUuid } from './defaultInfo.ts'
import {
  defaultSolanaOptions,
  defaultTestWalletOptions,
  type InstallTestWalletOptions,
} from './defaultOptions.ts'
import { TestWalletRpcError } from './TestWalletRpcError.ts'
import type {
  Address,
  RequestArguments,
  TestWalletLogEntry,
  TestWalletMode,
  TestWalletPendingRequest,
} from './types.ts'

export interface InstallTestWalletParameters extends InstallTestWalletOptions {
  /** Where the built bundle is cached. @default '<cwd>/.keyport/test-wallet' */
  cacheDir?: string
}

/** Steers the wallet inside the page from the test; every call is a `page.evaluate`. */
export interface TestWalletHandle {
  /** The address of `privateKey`, the account the wallet starts with. */
  readonly address: Address
  /** Makes another held key (`otherKeys`) the active account, as a user would in the wallet. */
  switchAccount(address: Address): Promise<void>
  /** The base58 address of the Solana side's `privateKey` (with `namespaces` including 'solana'). */
  readonly solanaAddress: string
  /** Makes another held Solana key (`solana.otherKeys`) active; the page hears `change`. */
  switchSolanaAccount(address: string): Promise<void>
  setMode(mode: TestWalletMode, delayMs?: number): Promise<void>
  setMode(method: string, mode: TestWalletMode, delayMs?: number): Promise<void>
  approveNext(): Promise<TestWalletPendingRequest>
  rejectNext(): Promise<TestWalletPendingRequest>
  pending(): Promise<TestWalletPendingRequest[]>
  log(): Promise<TestWalletLogEntry[]>
  clearLog(): Promise<void>
  setOffline(offline: boolean): Promise<void>
  /** Calls the provider as the page would, e.g. `wallet_revokePermissions`. */
  request(args: RequestArguments): Promise<unknown>
}

type ControlCall = {
  [K in keyof WalletControl]: WalletControl[K] extends (...args: never[]) => unknown ? K : never
}[keyof WalletControl]

/**
 * Installs the Keyport test wallet in every page the `page` loads from now on: an init script
 * announces it by EIP-6963 before the app's own scripts run. The wallet's state (connection,
 * chain, modes) lives in the page's localStorage, so it survives reloads like a real wallet's.
 *
 * @example
 * const wallet = await installTestWallet(page, { mode: 'approve' })
 * await page.goto('/')
 * await wallet.setMode('eth_requestAccounts', 'reject')
 * expect((await wallet.log()).at(-1)?.outcome).toBe('rejected')
 */
export async function installTestWallet(
  page: Page,
  { cacheDir, ...options }: InstallTestWalletParameters = {},
): Promise<TestWalletHandle> {
  const resolved = {
    ...defaultTestWalletOptions,
    ...options,
    // Fixed here so the wallet keeps one EIP-6963 uuid across reloads.
    info: { ...options.info, uuid: options.info?.uuid ?? randomUuid() },
  }
  const bundle = await bundleTestWallet({ cacheDir })
  await page.addInitScript({
    content: `window.__keyportTestWalletOptions = ${JSON.stringify(resolved)};\n${bundle}`,
  })

  // The Solana side imports its keys asynchronously: wait for it before reaching the control.
  const call = <T>(name: ControlCall, ...args: unknown[]) =>
    page.evaluate(
      async ([name, args]) => {
        await window.__keyportTestWalletReady
        const control = window.__keyportTestWalletControl
        if (!control) throw new Error('The Keyport test wallet is not installed in this page.')
        return (control[name] as (...args: unknown[]) => unknown)(...args)
      },
      [name, args] as const,
    ) as Promise<T>
  const read = <T>(name: 'pending' | 'log') =>
    page.evaluate(async (name) => {
      await window.__keyportTestWalletReady
      return window.__keyportTestWalletControl?.[name] ?? []
    }, name) as Promise<T>
  const solanaKey = options.solana?.privateKey ?? defaultSolanaOptions.privateKey
  const solanaKeyPair = await createKeyPairFromPrivateKeyBytes(hexToBytes(solanaKey))

  return {
    address: privateKeyToAddress(resolved.privateKey),
    solanaAddress: await getAddressFromPublicKey(solanaKeyPair.publicKey),
    switchSolanaAccount: (address) =>
      page.evaluate(async (address) => {
        await window.__keyportTestWalletReady
        const wallet = window.__keyportSolanaTestWallet
        if (!wallet)
          throw new Error("The test wallet has no Solana side: pass namespaces: ['solana'].")
        wallet.switchAccount(address)
      }, address),
    setMode: (...args: unknown[]) => call<void>('setMode', ...args),
    approveNext: () => call('approveNext'),
    rejectNext: () => call('rejectNext'),
    pending: () => read('pending'),
    log: () => read('log'),
    clearLog: () => call('clearLog'),
    setOffline: (offline) => call('setOffline', offline),
    switchAccount: (address) =>
      page.evaluate((address) => {
        const wallet = window.__keyportTestWallet
        if (!wallet) throw new Error('The Keyport test wallet is not installed in this page.')
        wallet.switchAccount(address)
      }, address),
    async request(args) {
      // Errors cross page.evaluate as plain messages; carry the EIP-1193 code over by hand.
      const answer = await page.evaluate(async (args) => {
        const wallet = window.__keyportTestWallet
        if (!wallet) throw new Error('The Keyport test wallet is not installed in this page.')
        try {
          return { result: await wallet.request(args), error: undefined }
        } catch (error) {
          const { code = -32603, message = String(error) } = error as {
            code?: number
            message?: string
          }
          return { error: { code, message } }
        }
      }, args)
      if (answer.error) throw new TestWalletRpcError(answer.error.code, answer.error.message)
      return answer.result
    },
  }
}

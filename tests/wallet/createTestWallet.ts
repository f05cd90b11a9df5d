import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { accountMethods } from './accountMethods.ts'
import { createEmitter } from './createEmitter.ts'
import {
  createWalletControl,
  type ModeRule,
  type WalletControlSettings,
} from './createWalletControl.ts'
import { resolveInfo } from './defaultInfo.ts'
import { forwardRpc } from './forwardRpc.ts'
import { garbageFor } from './garbageFor.ts'
import { signMethods } from './signMethods.ts'
import {
  asRpcError,
  disconnected,
  TestWalletRpcError,
  unknownChain,
  unsupportedMethod,
  userRejected,
} from './TestWalletRpcError.ts'
import type {
  RequestArguments,
  TestWallet,
  TestWalletChain,
  TestWalletInfo,
  TestWalletMode,
  TestWalletState,
} from './types.ts'
import type { MethodHandler, WalletContext } from './walletContext.ts'

export interface CreateTestWalletParameters {
  /** The key the wallet signs with, e.g. anvil's account #0. */
  privateKey: Hex
  /**
   * More keys the wallet holds; `switchAccount(address)` makes one the active account, as a user
   * picking another account in a real wallet does. @default []
   */
  otherKeys?: Hex[]
  /** The chains the wallet knows; reads and transactions go to the current one's `rpcUrl`. */
  chains: TestWalletChain[]
  /** The chain it starts on. @default chains[0].id */
  chainId?: number
  /** EIP-6963 info. @default { name: 'Keyport Test Wallet', rdns: 'dev.keyport.testwallet' } */
  info?: Partial<TestWalletInfo>
  /** How prompting requests are answered. @default 'approve' */
  mode?: TestWalletMode
  /** For `delay`. @default 1000 */
  delayMs?: number
  /** Per-method modes, e.g. `{ eth_requestAccounts: 'reject' }`. @default {} */
  methods?: Record<string, TestWalletMode | ModeRule>
  /** Keeps the connection, chain and modes across page reloads (the browser build passes localStorage). */
  storage?: Pick<Storage, 'getItem' | 'setItem'>
}

export type CreateTestWalletReturnType = TestWallet & { readonly info: TestWalletInfo }

/** Methods a dapp may try that this wallet refuses with 4200, so the dapp's fallbacks run. */
const unsupported = new Set([
  'eth_subscribe',
  'eth_unsubscribe',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
])

const handlers: Record<string, MethodHandler> = { ...accountMethods, ...signMethods }
const toHex = (n: number) => `0x${n.toString(16)}`

interface Saved {
  state: TestWalletState
  settings: WalletControlSettings
}

/**
 * A scriptable EIP-1193 wallet: holds a private key, signs with viem, forwards reads and signed
 * transactions to the current chain, and answers prompts as `control` tells it.
 *
 * @example
 * const wallet = createTestWallet({
 *   privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
 *   chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:8545', name: 'Ethereum (local)' }],
 * })
 * wallet.control.setMode('eth_requestAccounts', 'reject')
 * await wallet.request({ method: 'eth_requestAccounts' }) // rejects with { code: 4001 }
 */
export function createTestWallet(
  parameters: CreateTestWalletParameters,
): CreateTestWalletReturnType {
  const { privateKey, chains, storage } = parameters
  const info = resolveInfo(parameters.info)
  const keyring = [privateKey, ...(parameters.otherKeys ?? [])].map((key) =>
    privateKeyToAccount(key),
  )
  const storageKey = `keyport-test-wallet:${info.rdns}`
  const saved = readSaved(storage, storageKey)
  const findAccount = (address: string | undefined) =>
    keyring.find((held) => held.address.toLowerCase() === address?.toLowerCase())
  const account = findAccount(saved?.state.account) ?? keyring[0]!

  const state: TestWalletState = {
    connected: saved?.state.connected ?? false,
    chains: [
      ...chains.map((chain) => ({ ...chain, name: chain.name ?? `Chain ${chain.id}` })),
      ...(saved?.state.chains ?? []).filter((s) => !chains.some((chain) => chain.id === s.id)),
    ],
    chainId: saved?.state.chainId ?? parameters.chainId ?? chains[0]?.id ?? 1,
    account: account.address,
  }
  if (!state.chains.some((chain) => chain.id === state.chainId)) throw unknownChain(state.chainId)

  const emitter = createEmitter()
  const save = () =>
    storage?.setItem(storageKey, JSON.stringify({ state, settings: control.settings }))
  const methodRules = Object.fromEntries(
    Object.entries(parameters.methods ?? {}).map(([method, rule]) => [
      method,
      typeof rule === 'string' ? { mode: rule, delayMs: parameters.delayMs ?? 1000 } : rule,
    ]),
  )
  const { control, gate } = createWalletControl({
    settings: saved?.settings ?? {
      mode: parameters.mode,
      delayMs: parameters.delayMs,
      methods: methodRules,
    },
    onSettingsChange: save,
    onOfflineChange: (offline) =>
      offline
        ? emitter.emit('disconnect', disconnected())
        : emitter.emit('connect', { chainId: toHex(state.chainId) }),
  })

  const context: WalletContext = {
    account,
    state,
    chain: () => state.chains.find((chain) => chain.id === state.chainId)!,
    rpc: (method, params) => forwardRpc(context.chain().rpcUrl, method, params),
    setConnected(connected) {
      if (connected === state.connected) return
      state.connected = connected
      save()
      emitter.emit('accountsChanged', connected ? [context.account.address] : [])
    },
    setChain(chainId) {
      if (chainId === state.chainId) return
      state.chainId = chainId
      save()
      emitter.emit('chainChanged', toHex(chainId))
    },
    addChain(chain) {
      if (state.chains.some((known) => known.id === chain.id)) return
      state.chains.push(chain)
      save()
    },
  }

  async function request(args: RequestArguments): Promise<unknown> {
    if (!args || typeof args !== 'object' || typeof args.method !== 'string') {
      throw new TestWalletRpcError(
        -32600,
        'request() expects { method: string, params?: unknown }.',
      )
    }
    const { method, params } = args
    const entry = gate.begin(method, params)
    try {
      if (gate.offline) throw disconnected()
      if (unsupported.has(method)) throw unsupportedMethod(method)
      const prepared = handlers[method]?.(params, context) ?? {
        prompts: false,
        run: () => context.rpc(method, params),
      }
      const decision = await gate.decide(entry, prepared.prompts)
      if (decision === 'reject') throw userRejected()
      if (decision === 'garbage') {
        const garbage = garbageFor(method)
        gate.finish(entry, 'garbage', garbage)
        return garbage
      }
      const result = await prepared.run()
      gate.finish(entry, 'approved', result)
      return result
    } catch (error) {
      const rpcError = asRpcError(error)
      gate.finish(entry, rpcError.code === 4001 ? 'rejected' : 'failed', rpcError)
      throw rpcError
    }
  }

  const wallet: CreateTestWalletReturnType = {
    isKeyportTestWallet: true,
    get address() {
      return context.account.address
    },
    switchAccount(address) {
      const next = findAccount(address)
      if (!next)
        throw new Error(`The test wallet holds no key for ${address}; add it to otherKeys.`)
      if (next === context.account) return
      context.account = next
      state.account = next.address
      save()
      if (state.connected) emitter.emit('accountsChanged', [next.address])
    },
    info,
    control,
    request,
    on(event, listener) {
      emitter.on(event, listener)
      return wallet
    },
    removeListener(event, listener) {
      emitter.off(event, listener)
      return wallet
    },
  }
  // EIP-1193: 'connect' once the provider can serve RPC; listeners added right after creation hear it.
  setTimeout(() => {
    if (!gate.offline) emitter.emit('connect', { chainId: toHex(state.chainId) })
  }, 0)
  return wallet
}

function readSaved(storage: CreateTestWalletParameters['storage'], key: string): Saved | undefined {
  try {
    const text = storage?.getItem(key)
    return text ? (JSON.parse(text) as Saved) : undefined
  } catch {
    return undefined
  }
}

import {
  type Address,
  createKeyPairFromPrivateKeyBytes,
  getAddressEncoder,
  getAddressFromPublicKey,
} from '@solana/kit'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { StandardEventsListeners } from '@wallet-standard/features'
import { type Hex, hexToBytes } from 'viem'
import {
  createWalletControl,
  type ModeRule,
  type WalletControl,
  type WalletGate,
} from './createWalletControl.ts'
import { resolveInfo } from './defaultInfo.ts'
import { solanaFeatures } from './solanaFeatures.ts'
import { type SolanaTestWalletChain, solanaAccountFeatures } from './solanaTypes.ts'
import type { TestWalletInfo, TestWalletMode } from './types.ts'

export interface CreateSolanaTestWalletParameters {
  /** The 32-byte Ed25519 seed it signs with, e.g. `solanaAccount0Key`. */
  privateKey: Hex
  /** More seeds; `switchAccount(address)` makes one active and emits `change`. @default [] */
  otherKeys?: Hex[]
  /** Chains it offers (`solana:mainnet`…); signAndSend sends to the input chain's `rpcUrl`. */
  chains: SolanaTestWalletChain[]
  /** Name and icon; the same as the EVM wallet's makes one wallet in both namespaces. */
  info?: Partial<Pick<TestWalletInfo, 'name' | 'icon'>>
  /** How prompts are answered (`standard:connect`, `solana:sign*`). @default 'approve' */
  mode?: TestWalletMode
  /** For `delay`. @default 1000 */
  delayMs?: number
  /** Per-feature modes, e.g. `{ 'solana:signMessage': 'reject' }`. @default {} */
  methods?: Record<string, TestWalletMode | ModeRule>
  /** Keeps the connection (and, without `shared`, the modes) across reloads. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>
  /** The EVM wallet's control, so one `setMode` steers both namespaces of one wallet. */
  shared?: { control: WalletControl; gate: WalletGate }
}

/** A scriptable Wallet Standard Solana wallet and its control. */
export interface SolanaTestWallet {
  /** What `registerStandardWallet` registers and apps see through `getWallets()`. */
  readonly wallet: Wallet
  /** The active account's base58 address. */
  readonly address: string
  switchAccount(address: string): void
  readonly control: WalletControl
}

type Held = { keyPair: CryptoKeyPair; account: WalletAccount }

/**
 * Creates the Solana side of the Keyport test wallet: Wallet Standard `standard:connect`,
 * `standard:disconnect`, `standard:events`, `solana:signMessage`, `solana:signTransaction` and
 * `solana:signAndSendTransaction`, answering prompts as `control` says (reject is code 4001).
 *
 * @example
 * const solana = await createSolanaTestWallet({ privateKey: solanaAccount0Key, chains: localSolanaChains })
 * solana.control.setMode('solana:signMessage', 'reject')
 * registerStandardWallet(solana.wallet)
 */
export async function createSolanaTestWallet(
  parameters: CreateSolanaTestWalletParameters,
): Promise<SolanaTestWallet> {
  const { chains, storage, shared } = parameters
  const info = resolveInfo(parameters.info)
  const storageKey = `keyport-test-wallet:solana:${info.name}`
  const saved = readSaved(storage, storageKey)
  const chainIds = chains.map((chain) => chain.id)
  const keyring: Held[] = await Promise.all(
    [parameters.privateKey, ...(parameters.otherKeys ?? [])].map(async (key) => {
      const keyPair = await createKeyPairFromPrivateKeyBytes(hexToBytes(key))
      const address = await getAddressFromPublicKey(keyPair.publicKey)
      return { keyPair, account: createAccount(address, chainIds) }
    }),
  )
  const state = {
    connected: saved?.connected ?? false,
    active: keyring.find((held) => held.account.address === saved?.account) ?? keyring[0]!,
  }
  const save = () =>
    storage?.setItem(
      storageKey,
      JSON.stringify({
        connected: state.connected,
        account: state.active.account.address,
        settings: shared ? undefined : control.settings,
      }),
    )
  const { control, gate } =
    shared ??
    createWalletControl({
      settings: saved?.settings ?? {
        mode: parameters.mode,
        delayMs: parameters.delayMs,
        methods: Object.fromEntries(
          Object.entries(parameters.methods ?? {}).map(([method, rule]) => [
            method,
            typeof rule === 'string' ? { mode: rule, delayMs: parameters.delayMs ?? 1000 } : rule,
          ]),
        ),
      },
      onSettingsChange: save,
    })

  const listeners = new Set<StandardEventsListeners['change']>()
  const accounts = () => (state.connected ? [state.active.account] : [])
  const emitAccounts = () => {
    for (const listener of [...listeners]) listener({ accounts: accounts() })
  }
  const features = solanaFeatures({
    gate,
    state,
    chains,
    accounts,
    setConnected(connected) {
      if (connected === state.connected) return
      state.connected = connected
      save()
      emitAccounts()
    },
    listeners,
  })

  const wallet: Wallet = {
    version: '1.0.0',
    name: info.name,
    icon: info.icon as WalletIcon,
    chains: chainIds,
    features,
    get accounts() {
      return accounts()
    },
  }
  return {
    wallet,
    get address() {
      return state.active.account.address
    },
    switchAccount(address) {
      const next = keyring.find((held) => held.account.address === address)
      if (!next)
        throw new Error(`The test wallet holds no Solana key for ${address}; add it to otherKeys.`)
      if (next === state.active) return
      state.active = next
      save()
      if (state.connected) emitAccounts()
    },
    control,
  }
}

function createAccount(address: Address, chains: SolanaTestWalletChain['id'][]): WalletAccount {
  return Object.freeze({
    address,
    publicKey: new Uint8Array(getAddressEncoder().encode(address)),
    chains: Object.freeze([...chains]),
    features: solanaAccountFeatures,
  })
}

function readSaved(storage: CreateSolanaTestWalletParameters['storage'], key: string) {
  try {
    const text = storage?.getItem(key)
    return text
      ? (JSON.parse(text) as {
          connected?: boolean
          account?: string
          settings?: ReturnType<typeof createWalletControl>['control']['settings']
        })
      : undefined
  } catch {
    return undefined
  }
}

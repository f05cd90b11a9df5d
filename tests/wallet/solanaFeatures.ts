import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import type { WalletGate } from './createWalletControl.ts'
import { signAndSendTransaction, signMessage, signTransaction } from './solanaSignMethods.ts'
import type { SolanaTestWalletChain } from './solanaTypes.ts'
import {
  asRpcError,
  disconnected,
  invalidParams,
  unauthorized,
  userRejected,
} from './TestWalletRpcError.ts'

export type SolanaFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

export interface SolanaFeaturesContext {
  gate: WalletGate
  state: {
    readonly connected: boolean
    readonly active: { keyPair: CryptoKeyPair; account: WalletAccount }
  }
  chains: readonly SolanaTestWalletChain[]
  accounts(): readonly WalletAccount[]
  setConnected(connected: boolean): void
  listeners: Set<StandardEventsListeners['change']>
}

const transactionVersions = ['legacy', 0] as const

/**
 * The wallet's Wallet Standard features. Every call goes through the control's gate: logged,
 * decided (approve, reject with 4001, delay, never, manual, garbage) when it prompts, then run.
 */
export function solanaFeatures(context: SolanaFeaturesContext): SolanaFeatures {
  const { gate, state, chains } = context

  async function run<T>(
    method: string,
    params: unknown,
    prompts: boolean,
    work: () => Promise<T>,
  ): Promise<T> {
    const entry = gate.begin(method, params)
    try {
      if (gate.offline) throw disconnected()
      const decision = await gate.decide(entry, prompts)
      if (decision === 'reject') throw userRejected()
      if (decision === 'garbage') {
        const garbage = solanaGarbageFor(method)
        gate.finish(entry, 'garbage', garbage)
        return garbage as T
      }
      const result = await work()
      gate.finish(entry, 'approved', loggable(result))
      return result
    } catch (error) {
      const rpcError = asRpcError(error)
      gate.finish(entry, rpcError.code === 4001 ? 'rejected' : 'failed', rpcError)
      throw rpcError
    }
  }

  // Each input names its account; only the connected, active account signs.
  const signer = (account: WalletAccount | undefined) => {
    if (!state.connected) throw unauthorized('this site')
    if (account?.address !== state.active.account.address)
      throw unauthorized(`account ${String(account?.address)}`)
    return {
      keyPair: state.active.keyPair,
      rpcUrlFor(chain: string) {
        const found = chains.find((known) => known.id === chain)
        if (!found) throw invalidParams(`the wallet does not know chain ${chain}.`)
        return found.rpcUrl
      },
    }
  }
  const each =
    <I extends { account: WalletAccount }, O>(
      method: string,
      sign: (s: ReturnType<typeof signer>, input: I) => Promise<O>,
    ) =>
    (...inputs: readonly I[]) =>
      run(method, inputs.map(describeInput), true, () =>
        Promise.all(inputs.map((input) => sign(signer(input.account), input))),
      )

  return {
    'standard:connect': {
      version: '1.0.0',
      connect: (input) =>
        run('standard:connect', input ?? {}, !(input?.silent || state.connected), async () => {
          // A silent connect answers what was granted before and never prompts.
          if (!input?.silent) context.setConnected(true)
          return { accounts: context.accounts() }
        }),
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: () =>
        run('standard:disconnect', {}, false, async () => context.setConnected(false)),
    },
    'standard:events': {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') return () => {}
        context.listeners.add(listener)
        return () => context.listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: each('solana:signMessage', signMessage),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: transactionVersions,
      signTransaction: each('solana:signTransaction', signTransaction),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: transactionVersions,
      signAndSendTransaction: each('solana:signAndSendTransaction', signAndSendTransaction),
    },
  }
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

// The log crosses page.evaluate as JSON: bytes go in as base64, accounts as their address.
function describeInput(input: { account: WalletAccount }) {
  const described: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(input))
    described[key] =
      key === 'account'
        ? (value as WalletAccount).address
        : value instanceof Uint8Array
          ? toBase64(value)
          : value
  return described
}

function loggable(result: unknown): unknown {
  if (result instanceof Uint8Array) return toBase64(result)
  if (Array.isArray(result)) return result.map(loggable)
  if (result && typeof result === 'object')
    return Object.fromEntries(
      Object.entries(result).map(([k, v]) => [
        k,
        k === 'accounts' ? (v as WalletAccount[]).map((a) => a.address) : loggable(v),
      ]),
    )
  return result
}

/** What a broken Solana wallet answers: the right outer shape, nothing usable inside. */
function solanaGarbageFor(method: string): unknown {
  if (method === 'standard:connect')
    return { accounts: [{ address: 'not-base58!', publicKey: 42 }] }
  if (method === 'standard:disconnect') return undefined
  return [
    {
      signature: new Uint8Array(3),
      signedMessage: new Uint8Array(0),
      signedTransaction: new Uint8Array(1),
    },
  ]
}

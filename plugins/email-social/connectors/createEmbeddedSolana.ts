import { type SolanaConnector, solanaDevnet, solanaMainnet, solanaTestnet } from '@keyport/connect'
import { getBase58Decoder, getBase58Encoder } from '@solana/codecs-strings'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import type { EmbeddedWallet } from '../services/createEmbeddedWallet.ts'

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

// The Wallet Standard chains the frame signs for, and the CAIP-2 network each one is.
const networks = {
  'solana:mainnet': solanaMainnet,
  'solana:devnet': solanaDevnet,
  'solana:testnet': solanaTestnet,
}
const chains = Object.keys(networks) as `solana:${string}`[]
/** The CAIP-2 network of a Wallet Standard chain (or of a CAIP-2 id itself); mainnet otherwise. */
const caipOf = (chain: string | undefined) =>
  (
    networks[chain as keyof typeof networks] ??
    Object.values(networks).find((network) => network.caipNetworkId === chain) ??
    solanaMainnet
  ).caipNetworkId

const signingFeatures = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const
const versions = ['legacy', 0] as const

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)
const fromBase58 = (text: string) => new Uint8Array(getBase58Encoder().encode(text))

export type CreateEmbeddedSolanaParameters = {
  wallet: EmbeddedWallet
  name: string
  icon: string
}

/**
 * The embedded wallet's Solana side, following connect's contract for Solana connectors: a Wallet
 * Standard wallet (`standard:connect`, `standard:events`, `solana:signMessage`,
 * `solana:signTransaction`, `solana:signAndSendTransaction`) whose features send the spec's
 * `solana_*` RPC requests to the secure frame, where the user approves each on the frame's card
 * and the Ed25519 key signs. Its account is the Solana address the frame reports after login.
 *
 * @example
 * const solana = createEmbeddedSolana({ wallet, name: 'Email and social', icon })
 * const { address } = await solana.connect()
 */
export function createEmbeddedSolana({
  wallet,
  name,
  icon,
}: CreateEmbeddedSolanaParameters): SolanaConnector {
  let accounts: WalletAccount[] = []
  const listeners = new Set<StandardEventsListeners['change']>()
  const setAccounts = (next: WalletAccount[]) => {
    accounts = next
    for (const listener of listeners) listener({ accounts })
  }
  const accountOf = (address: string): WalletAccount => ({
    address,
    publicKey: fromBase58(address),
    chains,
    features: signingFeatures,
  })
  /** The connected account an input names; any other is refused before the frame is asked. */
  const signer = (account: WalletAccount) => {
    const active = accounts[0]
    if (!active || account.address !== active.address)
      throw new Error(`The embedded wallet is not connected as ${account.address}.`)
    return active.address
  }

  const features: Features = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        // A silent connect (reconnect after a reload) never starts a login.
        if (input?.silent && !(await wallet.isConnected())) return { accounts: [] }
        const { solanaAddress } = await wallet.getUser(solanaMainnet.caipNetworkId)
        if (!solanaAddress) throw new Error('This wallet has no Solana account. Log in again.')
        if (accounts[0]?.address !== solanaAddress) setAccounts([accountOf(solanaAddress)])
        return { accounts }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        setAccounts([])
        await wallet.signOut()
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(_event, listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: (...inputs) =>
        Promise.all(
          inputs.map(async ({ account, message }) => {
            const pubkey = signer(account)
            const { signature } = (await wallet.request(
              'solana_signMessage',
              {
                message: base58(message),
                pubkey,
              },
              caipOf(undefined),
            )) as { signature: string }
            return { signedMessage: message, signature: fromBase58(signature) }
          }),
        ),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: versions,
      async signTransaction(...inputs) {
        for (const input of inputs) signer(input.account)
        const chainId = caipOf(inputs[0]?.chain)
        // Several at once: one card for all of them (solana_signAllTransactions).
        if (inputs.length > 1) {
          const { transactions } = (await wallet.request(
            'solana_signAllTransactions',
            { transactions: inputs.map((input) => toBase64(input.transaction)) },
            chainId,
          )) as { transactions: string[] }
          return transactions.map((signed) => ({ signedTransaction: fromBase64(signed) }))
        }
        const [input] = inputs
        if (!input) return []
        const { transaction } = (await wallet.request(
          'solana_signTransaction',
          { transaction: toBase64(input.transaction) },
          chainId,
        )) as { transaction: string }
        return [{ signedTransaction: fromBase64(transaction) }]
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: versions,
      signAndSendTransaction: (...inputs) =>
        Promise.all(
          inputs.map(async ({ account, transaction, chain, options }) => {
            signer(account)
            const { signature } = (await wallet.request(
              'solana_signAndSendTransaction',
              { transaction: toBase64(transaction), options: options ?? {} },
              caipOf(chain),
            )) as { signature: string }
            return { signature: fromBase58(signature) }
          }),
        ),
    },
  }

  const standard: Wallet = {
    version: '1.0.0',
    name,
    icon: icon as WalletIcon,
    chains,
    features,
    get accounts() {
      return accounts
    },
  }

  const addresses = (list: readonly WalletAccount[]) => list.map((account) => account.address)
  return {
    name,
    icon,
    wallet: standard,
    async connect() {
      const granted = addresses((await features['standard:connect'].connect()).accounts)
      return { address: granted[0]!, accounts: granted }
    },
    disconnect: () => features['standard:disconnect'].disconnect(),
    async getAccounts() {
      return addresses((await features['standard:connect'].connect({ silent: true })).accounts)
    },
    subscribe(listener) {
      return features['standard:events'].on('change', ({ accounts: next }) => {
        if (!next) return
        listener(
          next.length > 0
            ? { type: 'accountsChanged', accounts: addresses(next) }
            : { type: 'disconnect' },
        )
      })
    },
  }
}

import type {
  AccountTypeState,
  Connector,
  ConnectorEvent,
  Eip1193Provider,
  SolanaConnector,
} from '@keyport/connect'
import type { FrameUser, KeyportStorage } from '@keyport/kernel'
import { storageKeys, storedChainId } from '@keyport/kernel'
import { BehaviorSubject, Subject } from 'rxjs'
import type { EmbeddedWallet } from '../services/createEmbeddedWallet.ts'

const icon =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"%3E%3Crect width="24" height="24" rx="6" fill="%233b5bdb"/%3E%3Cpath d="M5 8l7 5 7-5M5 8h14v9H5z" fill="none" stroke="white" stroke-width="1.6"/%3E%3C/svg%3E'

const asAddress = (value: string) => value as `0x${string}`
const name = 'Email and social'

/**
 * The Solana side as connect first sees it: its code (codecs, the Wallet Standard features) loads
 * on the first connect or reconnect, so an app without Solana never loads it. `wallet` is read
 * only once connected, when it has loaded.
 */
function lazySolana(wallet: EmbeddedWallet): SolanaConnector {
  let loaded: SolanaConnector | undefined
  let loading: Promise<SolanaConnector> | undefined
  // Loaded once; a chunk that failed to load is tried again on the next call.
  const load = () =>
    (loading ??= import('./createEmbeddedSolana.ts').then(
      (module) => (loaded = module.createEmbeddedSolana({ wallet, name, icon })),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  return {
    name,
    icon,
    get wallet() {
      if (!loaded) throw new Error('Connect the Solana account first.')
      return loaded.wallet
    },
    connect: async () => (await load()).connect(),
    disconnect: async () => (await load()).disconnect(),
    getAccounts: async () => (await load()).getAccounts(),
    subscribe(listener) {
      let stop: (() => void) | undefined
      let stopped = false
      load().then(
        (side) => {
          if (!stopped) stop = side.subscribe(listener)
        },
        () => undefined,
      )
      return () => {
        stopped = true
        stop?.()
      }
    },
  }
}

/**
 * The embedded wallet as a connect-plugin connector (type 'AUTH', id 'auth'): connecting asks
 * the frame for the user (spec: get-user makes the status connected), reconnect asks whether the
 * stored session holds, and its provider routes RPC through the frame.
 *
 * @example
 * resolve(connectorsToken).add(createAuthConnector({ wallet, storage }))
 */
export function createAuthConnector({
  wallet,
  storage,
  onRefused,
}: {
  wallet: EmbeddedWallet
  storage: KeyportStorage
  /** The frame refused a method (spec section 6): the modal says 'Action not allowed'. */
  onRefused?: (method: string) => void
}): Connector {
  const events$ = new Subject<ConnectorEvent>()
  let address: `0x${string}` | undefined
  const accountType$ = new BehaviorSubject<AccountTypeState>({
    type: 'eoa',
    available: ['eoa'],
    smartAccountDeployed: false,
  })
  /** Takes the user's active address, and the account types the frame listed for it. */
  const adopt = (user: FrameUser) => {
    address = asAddress(user.address)
    const types = (user.accounts ?? []).map((account) => account.type)
    accountType$.next({
      type: user.preferredAccountType ?? 'eoa',
      available: types.length > 0 ? [...new Set(types)] : ['eoa'],
      smartAccountDeployed: user.smartAccountDeployed ?? false,
      ...(user.delegation && {
        delegation: user.delegation as { delegate: `0x${string}`; delegated: boolean },
      }),
    })
    return address
  }
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      if (method === 'eth_accounts' || method === 'eth_requestAccounts')
        return address ? [address] : []
      if (method === 'wallet_switchEthereumChain') {
        const [{ chainId }] = params as [{ chainId: string }]
        await connector.switchChain(Number(chainId))
        return null
      }
      return wallet.request(method, params).catch((error: unknown) => {
        if ((error as { code?: number }).code === 4200) onRefused?.(method)
        throw error
      })
    },
  }
  // Reads back what is active now (eoa after a failed switch), and tells the app of a new address.
  const readBack = async (read = () => wallet.getUser()) => {
    const before = address
    const now = adopt(await read())
    if (now !== before) events$.next({ type: 'accountsChanged', accounts: [now] })
  }
  const connector: Connector = {
    id: 'auth',
    type: 'AUTH',
    name,
    icon,
    // The frame derives an Ed25519 account from the same secret: every wallet has both.
    namespaces: ['eip155', 'solana'],
    solana: lazySolana(wallet),
    async connect(options) {
      const user = await wallet.getUser(options?.chainId)
      const active = adopt(user)
      // The eip7702 entry is the EOA's own address: each address once.
      const accounts = [
        ...new Set((user.accounts ?? [{ address: user.address }]).map((a) => asAddress(a.address))),
      ]
      return { address: active, accounts, chainId: Number(user.chainId) }
    },
    async disconnect() {
      address = undefined
      await wallet.signOut()
    },
    async getAccounts() {
      if (!(await wallet.isConnected())) return []
      return [adopt(await wallet.getUser())]
    },
    // Answered from storage; only a login with no stored chain asks the frame (loading its code).
    getChainId: async () =>
      storage.getItem(storageKeys.LAST_USED_CHAIN) === undefined
        ? wallet.getChainId()
        : storedChainId(storage),
    async switchChain(chainId) {
      await wallet.switchNetwork(chainId)
      events$.next({ type: 'chainChanged', chainId })
      // Smart accounts and EIP-7702 delegates are per network: the active account and the
      // delegation state follow (eoa where there are none).
      const { delegation, type } = accountType$.value
      const perNetwork =
        storage.getItem(storageKeys.SMART_ACCOUNT_ENABLED_NETWORKS) ||
        delegation ||
        type === 'eip7702'
      if (address && perNetwork) await readBack(() => wallet.getUser(chainId)).catch(() => {})
    },
    getProvider: () => provider,
    events$: events$.asObservable(),
    accountTypes: {
      state$: accountType$.asObservable(),
      get state() {
        return accountType$.value
      },
      async switchTo(type) {
        await wallet.setPreferredAccountType(type).finally(() => readBack())
      },
      async undelegate() {
        await wallet.undelegate().finally(() => readBack())
      },
      async refresh() {
        if (address) await readBack(() => wallet.refreshUser())
      },
    },
  }
  return connector
}

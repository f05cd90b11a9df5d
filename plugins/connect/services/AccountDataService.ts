import type { Clock, HttpClient, ToastService } from '@keyport/kernel'
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs'
import type { Network } from '../connectors/networks.ts'
import type { SolanaNetwork } from '../connectors/solanaNetworks.ts'
import { balanceResponseSchema, identityResponseSchema } from '../schemas.ts'
import type { ConnectionService } from './ConnectionService.ts'
import { mergeTokenBalances } from './mergeTokenBalances.ts'
import { discoverWalletAssets } from './walletAssets.ts'

export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export type AccountData = {
  loading: boolean
  balances: readonly TokenBalance[]
  /** The native token's balance, e.g. '1.25', and its symbol. */
  balance?: string
  balanceSymbol?: string
  profileName?: string | null
  profileImage?: string | null
  /** Set while balances cannot be shown ('Token Balance Unavailable'). */
  balanceError?: string
}

/**
 * Balances (cached 30 s; after a failure no retry for 30 s, with the 'Token Balance Unavailable'
 * toast) and identity (cached 5 min) for the connected account, from the data API.
 * Implemented by `createAccountDataService` (same folder).
 */
export interface AccountDataService {
  readonly data$: Observable<AccountData>
  readonly data: AccountData
  refresh(options?: { force?: boolean }): Promise<void>
  /** Drops the cached identity of `address` on every chain (after it registered a name). */
  forgetIdentity(address: string): void
  dispose(): void
}

/** Spec section 9: balances are cached 30 s. */
export const BALANCE_CACHE_MS = 30_000
/** Spec section 9: identity (name and avatar) is cached 5 minutes. */
export const IDENTITY_CACHE_MS = 5 * 60_000
/** Spec section 9: after a failure, balances are not asked for again for 30 s. */
const BALANCE_RETRY_BLOCK_MS = 30_000
/** Spec section 8: the error toast when balances fail or the network is unsupported. */
const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable'

export type CreateAccountDataServiceParameters = {
  connection: ConnectionService
  /** The kernel's data API client (`dataApiToken`). */
  dataApi: HttpClient
  toast: ToastService
  clock: Clock
  /** The app's networks; a chain outside them counts as unsupported. */
  networks: readonly Network[]
  /** The app's Solana networks; a Solana account is read on the one it is connected to. @default [] */
  solanaNetworks?: readonly SolanaNetwork[]
  /** The app's own tokens on an eip155 chain (`readAppTokens`), merged into the list. @default undefined */
  appTokens?: (target: { owner: `0x${string}`; chainId: string }) => Promise<TokenBalance[]>
}

type Cached<T> = { at: number; value: T }
type Identity = { name: string | null; avatar: string | null }
/** The account whose data is shown: `chainId` is CAIP-2 (`eip155:1`, `solana:5eykt…`). */
type Target = {
  key: string
  address: string
  chainId: string
  supported: boolean
  /** Names (and so the identity call) are eip155 only. */
  named: boolean
  nativeSymbol?: string
}

const empty: AccountData = { loading: false, balances: [] }

/**
 * Creates the account data service. It follows the connection: on each connected address and
 * chain it asks the connected wallet for its assets (EIP-7811 `wallet_getAssets`, validated as
 * spec section 5 says, see `discoverWalletAssets`) and, silently, when that gives nothing, reads
 * `/v1/account/{address}/balance`; and `/v1/identity/{address}` (cached 30 s and
 * 5 min per address and chain; a Solana account's balance with `chainId=solana:<ref>` and no
 * identity, since names are eip155 only), drops tokens whose decimals are exactly '0' (spec section 5),
 * and extracts the native balance. A failed balance call or an unsupported network shows the
 * 'Token Balance Unavailable' toast and blocks retries for that address and chain for 30 s.
 *
 * @example
 * const accountData = createAccountDataService({ connection, dataApi, toast, clock, networks })
 * accountData.data$.subscribe(({ balance, balanceSymbol }) => render(`${balance} ${balanceSymbol}`))
 */
export function createAccountDataService({
  connection,
  dataApi,
  toast,
  clock,
  networks,
  solanaNetworks = [],
  appTokens,
}: CreateAccountDataServiceParameters): AccountDataService {
  const data$ = new BehaviorSubject<AccountData>(empty)
  const balances = new Map<string, Cached<readonly TokenBalance[]>>()
  const identities = new Map<string, Cached<Identity>>()
  const blockedUntil = new Map<string, number>()

  const target = (): Target | undefined => {
    const { status, address, chainId, chainSupported, namespace, caipAddress, caipNetworkId } =
      connection.state
    if (status !== 'connected') return undefined
    if (namespace === 'solana') {
      const solanaAddress = caipAddress?.split(':')[2]
      if (!solanaAddress || !caipNetworkId) return undefined
      const network = solanaNetworks.find((n) => n.caipNetworkId === caipNetworkId)
      return {
        // base58 is case-sensitive: the key keeps the address as it is.
        key: `${solanaAddress}@${caipNetworkId}`,
        address: solanaAddress,
        chainId: caipNetworkId,
        supported: network !== undefined,
        named: false,
        nativeSymbol: network?.nativeCurrency.symbol,
      }
    }
    if (!address || chainId === undefined) return undefined
    const network = networks.find((n) => n.id === chainId)
    return {
      key: `${address.toLowerCase()}@${chainId}`,
      address,
      chainId: `eip155:${chainId}`,
      supported: chainSupported && network !== undefined,
      named: true,
      nativeSymbol: network?.nativeCurrency.symbol,
    }
  }
  const fresh = <T>(cached: Cached<T> | undefined, maxAge: number) =>
    cached && clock.now() - cached.at < maxAge ? cached.value : undefined
  const publish = (key: string, patch: Partial<AccountData>) => {
    if (target()?.key === key) data$.next({ ...data$.value, ...patch })
  }

  const loadIdentity = async ({ key, address, named }: Target, force: boolean) => {
    if (!named) return { name: null, avatar: null }
    // A forced refresh (e.g. after a name was registered) reads past both caches.
    const cached = force ? undefined : fresh(identities.get(key), IDENTITY_CACHE_MS)
    if (cached) return cached
    try {
      const answer = await dataApi.get({
        path: `/v1/identity/${address}`,
        // Spec §7: the asking account; here the connected one asks about itself.
        params: { sender: address, forceUpdate: force || undefined },
      })
      const identity = identityResponseSchema.parse(answer)
      identities.set(key, { at: clock.now(), value: identity })
      return identity
    } catch {
      // A missing profile name is not worth a toast: the address is shown instead.
      return { name: null, avatar: null }
    }
  }

  // Spec section 7: the connected wallet's own answer first (eip155), else the balance service.
  const fromWallet = async ({ address, chainId }: Target) => {
    if (!chainId.startsWith('eip155:')) return undefined
    const provider = (() => {
      try {
        return connection.provider()
      } catch {
        return undefined
      }
    })()
    const id = Number(chainId.split(':')[1])
    return discoverWalletAssets({ provider, address, chainId: id, clock })
  }

  const loadBalances = async (current: Target, force: boolean) => {
    const { address, chainId } = current
    const owner = address as `0x${string}`
    // The app's own tokens (the `tokens` option) are read on chain beside either source.
    const fromApp = chainId.startsWith('eip155:')
      ? appTokens?.({ owner, chainId }).catch(() => [])
      : undefined
    // A forced refresh (after a send) must read past every cache; the wallet's answer cannot be
    // forced, so it goes to the balance service with forceUpdate.
    const discovered = force ? undefined : await fromWallet(current)
    if (discovered) {
      const listed = discovered.filter((token) => token.quantity.decimals !== '0')
      return mergeTokenBalances(listed, (await fromApp) ?? [])
    }
    const answer = await dataApi.get({
      path: `/v1/account/${address}/balance`,
      params: { currency: 'usd', chainId, forceUpdate: force || undefined },
    })
    const listed = balanceResponseSchema
      .parse(answer)
      .balances.filter((token) => token.quantity.decimals !== '0')
    return mergeTokenBalances(listed, (await fromApp) ?? [])
  }

  const fail = (key: string) => {
    blockedUntil.set(key, clock.now() + BALANCE_RETRY_BLOCK_MS)
    toast.showError(TOKEN_BALANCE_UNAVAILABLE)
    publish(key, {
      loading: false,
      balances: [],
      balance: undefined,
      balanceSymbol: undefined,
      balanceError: TOKEN_BALANCE_UNAVAILABLE,
    })
  }

  const show = (current: Target, tokens: readonly TokenBalance[]) => {
    const native = tokens.find((token) => !token.address && token.chainId === current.chainId)
    publish(current.key, {
      loading: false,
      balances: tokens,
      balance: native?.quantity.numeric ?? '0',
      balanceSymbol: native?.symbol ?? current.nativeSymbol,
      balanceError: undefined,
    })
  }

  const refresh = async ({ force = false }: { force?: boolean } = {}) => {
    const current = target()
    if (!current) return
    const identity = loadIdentity(current, force).then((found) =>
      publish(current.key, { profileName: found.name, profileImage: found.avatar }),
    )
    if (clock.now() < (blockedUntil.get(current.key) ?? 0)) {
      publish(current.key, { loading: false, balanceError: TOKEN_BALANCE_UNAVAILABLE })
      return identity
    }
    if (!current.supported) {
      fail(current.key)
      return identity
    }
    const cached = force ? undefined : fresh(balances.get(current.key), BALANCE_CACHE_MS)
    if (cached) {
      show(current, cached)
      return identity
    }
    publish(current.key, { loading: true })
    try {
      const tokens = await loadBalances(current, force)
      balances.set(current.key, { at: clock.now(), value: tokens })
      show(current, tokens)
    } catch {
      fail(current.key)
    }
    await identity
  }

  const subscription = connection.state$
    .pipe(
      map(() => target()?.key),
      distinctUntilChanged(),
    )
    .subscribe((key) => {
      data$.next(key ? { ...empty, loading: true } : empty)
      if (key) void refresh()
    })

  return {
    data$: data$.asObservable(),
    get data() {
      return data$.value
    },
    refresh,
    forgetIdentity(address) {
      const prefix = `${address.toLowerCase()}@`
      for (const key of [...identities.keys()]) if (key.startsWith(prefix)) identities.delete(key)
    },
    dispose() {
      subscription.unsubscribe()
      data$.complete()
    },
  }
}

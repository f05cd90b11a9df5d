import { type HttpClient, HttpResponseInvalidError } from '@keyport/kernel'
import type * as z from 'zod'
import { type registryWalletSchema, walletsResponseSchema } from '../schemas.ts'

type RegistryApiWallet = z.infer<typeof registryWalletSchema>

/** A wallet listed by the registry (AllWallets). */
export type RegistryWallet = {
  id: string
  name: string
  rdns?: string
  imageUrl: string
  homepage?: string
  /** Deep-link and universal-link bases for WalletConnect (Order 5). */
  mobileLink?: string
  desktopLink?: string
}

type RegistryPage = { wallets: readonly RegistryWallet[]; count: number; page: number }

export type WalletRegistryListParameters = {
  /** 1-based. @default 1 */
  page?: number
  /** @default 40 */
  entries?: number
  search?: string
  /** Only these registry ids (see `isRegistryWalletId`). @default [] (all) */
  include?: readonly string[]
  /** Never these registry ids. @default [] */
  exclude?: readonly string[]
}

/** The wallet registry served by the data API; implemented by `createWalletRegistryService`. */
export interface WalletRegistryService {
  /**
   * False when the app set no data API (`apiUrl` and `projectId`): then nothing should ask,
   * since every `list` would fail. @default true
   */
  readonly available?: boolean
  list(options: WalletRegistryListParameters): Promise<RegistryPage>
}

export type CreateWalletRegistryServiceParameters = {
  /** The data-API client (`createDataApiClient`): it adds the project id to every call. */
  dataApi: HttpClient
}

/** Null in the API means absent in `RegistryWallet`. */
const present = (value: string | null) => value ?? undefined

function toRegistryWallet(wallet: RegistryApiWallet): RegistryWallet {
  return {
    id: wallet.id,
    name: wallet.name,
    rdns: present(wallet.rdns),
    imageUrl: wallet.image_url,
    homepage: wallet.homepage,
    mobileLink: present(wallet.mobile_link),
    desktopLink: present(wallet.desktop_link),
  }
}

/**
 * Pages and searches the data API's wallet registry (`GET /v1/wallets`) for the AllWallets view,
 * and looks up the Connect view's featured and recommended wallets (`include`, `exclude`).
 * Answers are checked against `walletsResponseSchema`; one that does not match rejects with
 * `HttpResponseInvalidError` rather than showing half a list. Search is trimmed and cut to the
 * 100 characters the API accepts, so a long paste finds nothing instead of failing.
 *
 * @example
 * const registry = createWalletRegistryService({ dataApi })
 * const { wallets, count } = await registry.list({ page: 1, entries: 40, search: 'rain' })
 */
export function createWalletRegistryService({
  dataApi,
}: CreateWalletRegistryServiceParameters): WalletRegistryService {
  return {
    available: true,
    async list({ page = 1, entries = 40, search, include, exclude }) {
      const term = search?.trim().slice(0, 100)
      const answer = await dataApi.get<unknown>({
        path: '/v1/wallets',
        params: { page, entries, search: term || undefined, include, exclude },
      })
      const parsed = walletsResponseSchema.safeParse(answer)
      if (!parsed.success)
        throw new HttpResponseInvalidError({ url: '/v1/wallets', cause: parsed.error })
      return { wallets: parsed.data.data.map(toRegistryWallet), count: parsed.data.count, page }
    },
  }
}

import type { EventBus, HttpClient } from '@keyport/kernel'
import { BehaviorSubject, type Observable } from 'rxjs'
import * as z from 'zod/mini'
import { PluginTemplateNetworksUnavailableError } from '../errors.ts'
import { supportedChainsSchema } from '../schemas.ts'

export type NetworksState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; networks: readonly string[] }
  | { status: 'failed'; error: PluginTemplateNetworksUnavailableError }

/** The networks the data API serves, as an observable state; implemented by `createNetworksService`. */
export interface NetworksService {
  readonly state$: Observable<NetworksState>
  readonly state: NetworksState
  /** Asks the data API again. Never rejects: a failure becomes the 'failed' state. */
  load(): Promise<void>
}

export type CreateNetworksServiceParameters = {
  /** The data-API client (`dataApiToken`): it adds the project id to every call. */
  dataApi: HttpClient
  /** Where 'plugin-template:networks-loaded' is emitted. */
  bus: EventBus
}

/**
 * Loads `GET /v1/supported-chains`, checks the answer against `supportedChainsSchema`, and emits
 * 'plugin-template:networks-loaded'. Concurrent `load()` calls share one request.
 *
 * @example
 * const networks = createNetworksService({ dataApi, bus })
 * await networks.load()
 * networks.state // { status: 'loaded', networks: ['eip155:1', 'eip155:8453'] }
 */
export function createNetworksService({
  dataApi,
  bus,
}: CreateNetworksServiceParameters): NetworksService {
  const state$ = new BehaviorSubject<NetworksState>({ status: 'idle' })
  let pending: Promise<void> | undefined

  const request = async () => {
    state$.next({ status: 'loading' })
    try {
      const answer = z.parse(
        supportedChainsSchema,
        await dataApi.get({ path: '/v1/supported-chains' }),
      )
      state$.next({ status: 'loaded', networks: answer.http })
      bus.emit('plugin-template:networks-loaded', { networks: answer.http })
    } catch (cause) {
      state$.next({ status: 'failed', error: new PluginTemplateNetworksUnavailableError(cause) })
    }
  }

  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    load() {
      pending ??= request().finally(() => {
        pending = undefined
      })
      return pending
    },
  }
}

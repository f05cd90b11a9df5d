import { BehaviorSubject, type Observable } from 'rxjs'
import type { Eip1193Provider, Eip6963ProviderInfo } from './types.ts'

/** One announced wallet, as EIP-6963 carries it in `event.detail`. */
export type Eip6963ProviderDetail = { info: Eip6963ProviderInfo; provider: Eip1193Provider }

export type DiscoverEip6963Parameters = {
  /** Where wallets announce. @default globalThis.window */
  target?: EventTarget
}

export type DiscoverEip6963ReturnType = {
  /** The announced wallets so far, in announcement order, each wallet once. */
  providers$: Observable<readonly Eip6963ProviderDetail[]>
  /** Stops listening; the list keeps what was announced. */
  stop(): void
}

/**
 * Listens for `eip6963:announceProvider`, then asks wallets to announce with
 * `eip6963:requestProvider`. A wallet that announces twice (same uuid or same rdns) appears once,
 * the first announcement winning; an announcement without a valid info or provider is ignored.
 *
 * @example
 * const { providers$, stop } = discoverEip6963({ target: window })
 * providers$.subscribe((wallets) => console.log(wallets.map((w) => w.info.name)))
 */
export function discoverEip6963({
  target = globalThis.window,
}: DiscoverEip6963Parameters = {}): DiscoverEip6963ReturnType {
  const providers$ = new BehaviorSubject<readonly Eip6963ProviderDetail[]>([])
  if (!target) return { providers$: providers$.asObservable(), stop: () => {} }

  const onAnnounce = (event: Event) => {
    const detail = readDetail((event as CustomEvent<unknown>).detail)
    if (!detail) return
    const known = providers$.value
    if (known.some((p) => p.info.uuid === detail.info.uuid || p.info.rdns === detail.info.rdns))
      return
    providers$.next([...known, detail])
  }
  target.addEventListener('eip6963:announceProvider', onAnnounce)
  target.dispatchEvent(new Event('eip6963:requestProvider'))

  return {
    providers$: providers$.asObservable(),
    stop: () => target.removeEventListener('eip6963:announceProvider', onAnnounce),
  }
}

function readDetail(detail: unknown): Eip6963ProviderDetail | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined
  const { info, provider } = detail as Record<string, unknown>
  if (typeof info !== 'object' || info === null) return undefined
  const { uuid, name, icon, rdns } = info as Record<string, unknown>
  const strings = [uuid, name, icon, rdns].every((v) => typeof v === 'string' && v !== '')
  if (!strings || typeof provider !== 'object' || provider === null) return undefined
  if (typeof (provider as Record<string, unknown>).request !== 'function') return undefined
  return {
    info: { uuid, name, icon, rdns } as Eip6963ProviderInfo,
    provider: provider as Eip1193Provider,
  }
}

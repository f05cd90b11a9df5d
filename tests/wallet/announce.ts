import type { TestWalletInfo } from './types.ts'

export interface AnnounceProviderOptions {
  /** The window to announce on. @default window */
  target?: Window
  /** Also set the legacy injected `window.ethereum`. @default false */
  legacy?: boolean
  /** Dispatch every announcement twice, as some buggy extensions do. @default false */
  announceTwice?: boolean
}

/**
 * Announces an EIP-1193 provider by EIP-6963: once now, and again on every
 * `eip6963:requestProvider`. Returns a function that stops answering requests.
 *
 * @example
 * const stop = announceProvider(wallet, wallet.info, { legacy: true })
 */
export function announceProvider(
  provider: object,
  info: TestWalletInfo,
  { target = window, legacy = false, announceTwice = false }: AnnounceProviderOptions = {},
): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => {
    for (let i = announceTwice ? 2 : 1; i > 0; i--) {
      target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    }
  }
  if (legacy) {
    Object.defineProperty(target, 'ethereum', {
      value: provider,
      configurable: true,
      writable: true,
    })
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}

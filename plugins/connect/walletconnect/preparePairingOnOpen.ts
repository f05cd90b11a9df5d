import type { ModalService, Router } from '@keyport/kernel'
import { combineLatest } from 'rxjs'
import type { WalletConnectConnector } from './createWalletConnectConnector.ts'

/** The views that list wallets a phone opens by deep link, or show the pairing itself. */
const pairingViews: ReadonlySet<string> = new Set([
  'Connect',
  'ConnectWallets',
  'AllWallets',
  'ConnectingWalletConnect',
])

export type PreparePairingOnOpenParameters = {
  connector: Pick<WalletConnectConnector, 'prepare'>
  modal: Pick<ModalService, 'state$'>
  router: Pick<Router, 'state$'>
  /** Asked as the modal opens: false skips it (a wallet's in-app browser offers no pairing). */
  wanted: () => boolean
}

/**
 * On a phone, makes the WalletConnect pairing while the modal shows a wallet list, so the URI is
 * ready before the user taps a wallet: the wallet's deep link then opens inside that tap (a
 * phone browser blocks a navigation that comes after an await). The pairing is released when the
 * modal closes or moves to another view (kept until it expires with `reusePendingPairing`).
 * Returns the function that stops watching.
 *
 * @example
 * const stop = preparePairingOnOpen({ connector, modal, router, wanted: () => true })
 */
export function preparePairingOnOpen({
  connector,
  modal,
  router,
  wanted,
}: PreparePairingOnOpenParameters): () => void {
  let release: (() => void) | undefined
  const subscription = combineLatest([modal.state$, router.state$]).subscribe(
    ([{ open }, { history }]) => {
      const view = history.at(-1)?.view
      const listing = open && view !== undefined && pairingViews.has(view)
      if (listing && !release && wanted()) release = connector.prepare()
      else if (!listing && release) {
        release()
        release = undefined
      }
    },
  )
  return () => {
    subscription.unsubscribe()
    release?.()
  }
}

import { useKernel, useObservable, useService, useStyles } from '@keyport/kernel/react'
import { useCallback, useMemo } from 'react'
import { type Observable, of } from 'rxjs'
import { isMobileBrowser } from '../services/isMobileBrowser.ts'
import { connectorsToken } from '../tokens.ts'
import { formatWalletLink } from '../walletconnect/formatWalletLink.ts'
import { isWalletConnectConnector } from '../walletconnect/isWalletConnectConnector.ts'
import type { PairingState } from '../walletconnect/PairingState.ts'

/** A wallet row's deep link: the anchor's `href`, and what its tap does beside following it. */
export type WalletDeepLink = { href: string; onClick: () => void }

// A wallet row or tile that is a link reads like its button twin: no underline.
const linkCss = '.kp-root a.kp-connect-row,.kp-root a.kp-connect-tile{text-decoration:none}'

const idle: PairingState = { status: 'idle' }
const idle$: Observable<PairingState> = of(idle)

/**
 * On a phone, the deep link of a registry wallet with a `mobileLink`, carrying the pairing URI
 * the modal made as it opened (`preparePairingOnOpen`); undefined until that URI is ready, on
 * desktop, and for a wallet without a link. The row renders it as an anchor, so the browser
 * opens the wallet inside the tap itself: no await comes between the tap and the navigation. The
 * tap then moves to the pairing view, a task later, once the browser has followed the link (an
 * anchor taken out of the page before that would not navigate).
 *
 * @example
 * const deepLink = useWalletDeepLink()
 * const link = deepLink({ id: 'rainbow', mobileLink: 'rainbow://' }) // { href: 'rainbow://wc?uri=…', onClick }
 */
export function useWalletDeepLink() {
  useStyles('connect-deep-links', linkCss)
  const { router } = useKernel()
  const registry = useService(connectorsToken)
  const connectors = useObservable(registry.connectors$, () => registry.connectors)
  const mobile = useMemo(() => isMobileBrowser(), [])
  const connector = mobile ? connectors.find(isWalletConnectConnector) : undefined
  const pairing = useObservable(connector?.pairing$ ?? idle$, () => connector?.pairing ?? idle)
  const uri = pairing.status === 'ready' ? pairing.uri : undefined
  return useCallback(
    (wallet: { id: string; mobileLink?: string }): WalletDeepLink | undefined => {
      if (!uri || !wallet.mobileLink) return undefined
      return {
        href: formatWalletLink(wallet.mobileLink, uri),
        onClick: () => {
          setTimeout(() => router.push('ConnectingWalletConnect', { walletId: wallet.id }), 0)
        },
      }
    },
    [uri, router],
  )
}

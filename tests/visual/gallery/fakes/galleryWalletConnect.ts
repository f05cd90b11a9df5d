import { fakeConnector } from '@keyport/connect/testing'
import { BehaviorSubject } from 'rxjs'
import type { WalletConnectConnector } from '../../../../plugins/connect/walletconnect/createWalletConnectConnector.ts'
import type { PairingState } from '../../../../plugins/connect/walletconnect/PairingState.ts'

/** A pairing URI of the shape the SDK makes, fixed so the QR code never changes. */
const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

/**
 * The WalletConnect connector as the ConnectingWalletConnect view sees it once the relay gave a
 * pairing: a fixed URI valid for an hour of the gallery's clock; connecting waits forever.
 */
export function galleryWalletConnect(): WalletConnectConnector {
  const pairing$ = new BehaviorSubject<PairingState>({
    status: 'ready',
    uri,
    expiresAt: Date.UTC(2026, 0, 1, 1),
  })
  return {
    ...fakeConnector('walletConnect', 'WalletConnect', 'WALLET_CONNECT'),
    type: 'WALLET_CONNECT',
    connect: () => new Promise(() => {}),
    // The gallery's pairing is ready from the start: there is nothing to prepare or release.
    prepare: () => () => {},
    pairing$: pairing$.asObservable(),
    get pairing() {
      return pairing$.value
    },
  }
}

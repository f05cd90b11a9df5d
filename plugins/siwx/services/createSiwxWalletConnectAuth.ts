import type { WalletConnectAuthenticator } from '@keyport/connect'
import type { Logger } from '@keyport/kernel'
import type { CaipNetworkId } from '../message/SiwxMessageData.ts'
import type { SiwxService } from './SiwxService.ts'

export type CreateSiwxWalletConnectAuthParameters = {
  siwx: Pick<SiwxService, 'createAuthenticateRequest' | 'addSession'>
  now: () => number
  logger?: Pick<Logger, 'warn'>
}

/**
 * The siwx plugin's one-click auth for WalletConnect (added to `walletConnectAuthToken`): the
 * pairing asks the wallet to sign in with the app's SIWX fields and a fresh nonce (sign-client
 * stamps its own issued-at), and the wallet's CACAO, once `verifyCacao` accepts it, is stored as
 * the SIWX session (with `cacao`); see `completeSiwxWalletConnectAuth`, which loads on the first
 * CACAO.
 *
 * @example
 * resolve(walletConnectAuthToken).add(createSiwxWalletConnectAuth({ siwx, now: clock.now }))
 */
export function createSiwxWalletConnectAuth(
  parameters: CreateSiwxWalletConnectAuthParameters,
): WalletConnectAuthenticator {
  return {
    id: 'siwx',
    request: ({ chains }) =>
      parameters.siwx.createAuthenticateRequest({ chains: chains as CaipNetworkId[] }),
    complete: (input) =>
      import('./completeSiwxWalletConnectAuth.ts').then((part) =>
        part.completeSiwxWalletConnectAuth(parameters, input),
      ),
  }
}

import type { WalletConnectAuthenticator } from '@keyport/connect'
import type { Logger } from '@keyport/kernel'
import type { SiwxService } from './SiwxService.ts'

export type CreateSiwxWalletConnectAuthParameters = {
  siwx: Pick<SiwxService, 'createAuthenticateRequest' | 'addSession'>
  now: () => number
  logger?: Pick<Logger, 'warn'>
}

/**
 * The siwx plugin's one-click auth for WalletConnect (added to `walletConnectAuthToken`): the
 * pairing asks the wallet to sign in with the app's SIWX fields and a fresh nonce, and the
 * wallet's CACAO, once `verifyCacao` accepts it, is stored as the SIWX session (with `cacao`).
 * The checking code loads on the first CACAO. A CACAO that could not be stored leaves the
 * sign-in to the SIWXSignMessage view.
 *
 * @example
 * resolve(walletConnectAuthToken).add(createSiwxWalletConnectAuth({ siwx, now: clock.now }))
 */
export function createSiwxWalletConnectAuth({
  siwx,
  now,
  logger,
}: CreateSiwxWalletConnectAuthParameters): WalletConnectAuthenticator {
  return {
    id: 'siwx',
    async request({ chains }) {
      // sign-client stamps its own issued-at.
      const { iat: _, ...request } = await siwx.createAuthenticateRequest({
        chains: chains as `${string}:${string}`[],
      })
      return request
    },
    async complete(input) {
      const { verifyCacao } = await import('./verifyCacao.ts')
      const session = await verifyCacao({ ...input, now: now() })
      if (!session) return false
      try {
        await siwx.addSession(session)
        return true
      } catch (error) {
        logger?.warn('siwx: the one-click sign-in was not stored; asking to sign in', error)
        return false
      }
    },
  }
}

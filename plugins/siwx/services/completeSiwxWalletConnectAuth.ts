import type { WalletConnectAuthenticator } from '@keyport/connect'
import type { CreateSiwxWalletConnectAuthParameters } from './createSiwxWalletConnectAuth.ts'
import { verifyCacao } from './verifyCacao.ts'

/**
 * The authenticator's `complete`, loaded on the first CACAO: `verifyCacao` (throws for a CACAO
 * that does not match), then the session stored with its `cacao`. Resolves `false`, leaving the
 * sign-in to the SIWXSignMessage view, for an `eip1271` CACAO or one the storage refuses.
 *
 * @example
 * const signedIn = await completeSiwxWalletConnectAuth({ siwx, now }, { request, cacao, message, address })
 */
export async function completeSiwxWalletConnectAuth(
  { siwx, now, logger }: CreateSiwxWalletConnectAuthParameters,
  input: Parameters<WalletConnectAuthenticator['complete']>[0],
): Promise<boolean> {
  const session = await verifyCacao({ ...input, now: now() })
  if (!session) return false
  try {
    await siwx.addSession(session)
    return true
  } catch (error) {
    logger?.warn('siwx: the one-click sign-in was not stored; asking to sign in', error)
    return false
  }
}

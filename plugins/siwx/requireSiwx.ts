import { ServiceNotFoundError, type Token } from '@keyport/kernel'
import { SiwxNotEnabledError } from './errors.ts'
import type { SiwxService } from './services/SiwxService.ts'
import { siwxToken } from './tokens.ts'

/**
 * The sign-in service of a kernel or plugin context; throws `SiwxNotEnabledError` ('SIWX is not
 * enabled') when the siwx plugin is not installed. Connectors that sign in at connect time
 * (WalletConnect's one-click auth) start here.
 *
 * @example
 * const siwx = requireSiwx(context)
 * const request = await siwx.createAuthenticateRequest({ chains: ['eip155:1'] })
 */
export function requireSiwx(source: { resolve<T>(token: Token<T>): T }): SiwxService {
  try {
    return source.resolve(siwxToken)
  } catch (error) {
    if (error instanceof ServiceNotFoundError) throw new SiwxNotEnabledError()
    throw error
  }
}

import type { I18n } from '@keyport/kernel'
import { KeyportError } from '@keyport/kernel'

/**
 * The user-facing text for a failed connect or switch, from the catalog where the error's kind
 * is known; the error's own short message (or the connection's last error) otherwise.
 */
export function connectErrorMessage(
  t: I18n['t'],
  error: unknown,
  wallet: string,
  fallback?: string,
): string {
  const name = error instanceof Error ? error.name : undefined
  if (name === 'ConnectionRejectedError') return t('connecting.rejected', { wallet })
  if (name === 'WalletAnswerInvalidError') return t('connecting.invalid', { wallet })
  if (name === 'ConnectorNotFoundError') return t('connecting.notFound')
  if (error instanceof KeyportError) return error.shortMessage
  return fallback ?? t('connecting.error', { wallet })
}

import { KeyportError } from '../errors/KeyportError'

/**
 * Thrown when a request never got an answer: offline, DNS, CORS, or a connection dropped while
 * the body was read. The original failure is the `cause`.
 *
 * @example
 * if (error instanceof HttpNetworkError) toast.showError(i18n.t('toast.offline'))
 */
export class HttpNetworkError extends KeyportError {
  override name = 'HttpNetworkError' as const

  constructor({ method, url, cause }: { method: string; url: string; cause: unknown }) {
    super('Network request failed', { details: `${method} ${url}`, cause })
  }
}

import type { SessionNonce } from '@keyport/siwx/schemas'
import type { ApiDeps } from '../ApiDeps.ts'
import { createNonceStore } from './createNonceStore.ts'

/**
 * `POST /v1/sessions/nonce`: a fresh one-time nonce for the project's next sign-in message,
 * usable for 10 minutes (`nonceTtlMs`).
 *
 * @example
 * const { nonce, expiresAt } = await issueNonce(deps, 'keyport-dev')
 */
export async function issueNonce(deps: ApiDeps, projectId: string): Promise<SessionNonce> {
  const { nonce, expiresAt } = await createNonceStore(deps.db).issue(
    projectId,
    new Date(deps.now()),
  )
  return { nonce, expiresAt: expiresAt.toISOString() }
}

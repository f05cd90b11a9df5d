import { revokeSessionMessage, type revokeSessionRequestSchema } from '@keyport/siwx/schemas'
import { type Hex, verifyMessage } from 'viem'
import type * as z from 'zod'
import type { ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { createSessionStore } from './createSessionStore.ts'

export type RevokeSessionParameters = {
  projectId: string
  id: string
  request: z.output<typeof revokeSessionRequestSchema>
}

/**
 * `POST /v1/sessions/:id/revoke`: revokes a session when `signature` is the session address's
 * personal_sign of `Revoke session <id>`. `pci` must repeat the id. Revoking twice succeeds.
 *
 * @example
 * const signature = await account.signMessage({ message: revokeSessionMessage(id) })
 * await revokeSession(deps, { projectId, id, request: { pci: id, signature } })
 */
export async function revokeSession(
  deps: ApiDeps,
  { projectId, id, request }: RevokeSessionParameters,
): Promise<{ success: true }> {
  if (request.pci !== id)
    throw new ApiError(
      400,
      'pci_mismatch',
      'body.pci must be the id of the session being revoked (the one in the path).',
    )
  const store = createSessionStore(deps.db)
  const session = await store.find(projectId, id)
  if (!session) throw new ApiError(404, 'session_not_found', `No session ${id} in this project.`)
  const valid = await verifyMessage({
    address: session.address as Hex,
    message: revokeSessionMessage(id),
    signature: request.signature as Hex,
  }).catch(() => false)
  if (!valid)
    throw new ApiError(
      401,
      'invalid_signature',
      `The signature must be ${session.address}'s signature of '${revokeSessionMessage(id)}'.`,
    )
  await store.revoke(projectId, id, new Date(deps.now()))
  return { success: true }
}

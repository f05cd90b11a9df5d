import { revokeSessionMessage, type revokeSessionRequestSchema } from '@keyport/siwx/schemas'
import { type Hex, verifyMessage } from 'viem'
import type * as z from 'zod'
import type { ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { createSessionStore } from './createSessionStore.ts'
import { splitSessionToken } from './sessionToken.ts'
import { verifySessionToken } from './verifySessionToken.ts'

export type RevokeSessionParameters = {
  projectId: string
  id: string
  request: z.output<typeof revokeSessionRequestSchema>
}

/**
 * `POST /v1/sessions/:id/revoke`: revokes a session, proven either by the session's token
 * (`{ token }`, sign-out) or, as the spec has it, by `signature`, the session address's
 * personal_sign of `Revoke session <id>`, with `pci` repeating the id (eip155 sessions only; a
 * Solana session is revoked with its token). Revoking twice succeeds.
 *
 * @example
 * const signature = await account.signMessage({ message: revokeSessionMessage(id) })
 * await revokeSession(deps, { projectId, id, request: { pci: id, signature } })
 * await revokeSession(deps, { projectId, id, request: { token } })
 */
export async function revokeSession(
  deps: ApiDeps,
  { projectId, id, request }: RevokeSessionParameters,
): Promise<{ success: true }> {
  const store = createSessionStore(deps.db)
  if ('token' in request) {
    if (splitSessionToken(request.token).sessionId !== id.toLowerCase())
      throw new ApiError(
        400,
        'token_mismatch',
        'body.token belongs to another session than the one in the path.',
      )
    await verifySessionToken(deps, { projectId, token: request.token, allowEnded: true })
    await store.revoke(projectId, id, new Date(deps.now()))
    return { success: true }
  }
  if (request.pci !== id)
    throw new ApiError(
      400,
      'pci_mismatch',
      'body.pci must be the id of the session being revoked (the one in the path).',
    )
  const session = await store.find(projectId, id)
  if (!session) throw new ApiError(404, 'session_not_found', `No session ${id} in this project.`)
  if (typeof session.chainId !== 'number')
    throw new ApiError(
      400,
      'revoke_with_token',
      `Session ${id} is a ${session.caipAddress.split(':')[0]} sign-in; revoke it with its token ({ token }), not a personal_sign signature.`,
    )
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

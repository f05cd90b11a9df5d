import { randomUUID } from 'node:crypto'
import type { CreateSessionResponse, createSessionRequestSchema } from '@keyport/siwx/schemas'
import type * as z from 'zod'
import type { ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { checkSiwxMessage } from './checkSiwxMessage.ts'
import { createNonceStore } from './createNonceStore.ts'
import { createSessionStore } from './createSessionStore.ts'
import { readSiwxDomains } from './readSiwxDomains.ts'
import { createSessionToken } from './sessionToken.ts'
import { solanaNetworks } from './solanaNetworks.ts'
import { verifySignInSignature } from './verifySignInSignature.ts'

/** How long a session lasts when the message sets no expiration time. */
const defaultSessionTtlMs = 7 * 24 * 60 * 60_000
/** The longest a session lasts, whatever the message's expiration time says. */
const maxSessionTtlMs = 30 * 24 * 60 * 60_000

const nonceUsed = () =>
  new ApiError(
    409,
    'siwe_nonce_used',
    'This sign-in message was already used. Sign a new one with a fresh nonce.',
  )

/**
 * `POST /v1/sessions`: opens a session from a sign-in message and its signature: EIP-4361 (SIWE)
 * on eip155, CAIP-122 on Solana (Sign-In With Solana). The message must pass `checkSiwxMessage`
 * (form, account, chain, domain, URI, validity window), carry a nonce this API issued to the
 * project, unused and unexpired (one nonce store for every namespace), and be signed by the
 * address (`verifySignInSignature`: EOA or, via ERC-6492/1271, a smart account on the chain; an
 * Ed25519 key on Solana). The nonce is consumed and
 * the session stored in one transaction. The session lasts until the message's expiration time
 * (else 7 days, at most 30); its bearer token is in this answer only.
 *
 * @example
 * const { id, token } = await createSession(deps, { projectId, request: { address, chainId: 1, message, signature } })
 */
export async function createSession(
  deps: ApiDeps,
  {
    projectId,
    request,
  }: { projectId: string; request: z.output<typeof createSessionRequestSchema> },
): Promise<CreateSessionResponse> {
  const { address, chainId, message, signature } = request
  const time = new Date(deps.now())
  const data = checkSiwxMessage({
    message,
    address,
    chainId,
    chains: new Set(deps.chains.keys()),
    solanaNetworks,
    domains: await readSiwxDomains(deps.db, projectId),
    now: time,
  })

  const nonces = createNonceStore(deps.db)
  const nonce = await nonces.find(projectId, data.nonce)
  if (!nonce)
    throw new ApiError(
      400,
      'siwx_nonce_unknown',
      'The message nonce was not issued to this project. Get one from POST /v1/sessions/nonce and sign a new message.',
    )
  if (nonce.usedAt) throw nonceUsed()
  if (nonce.expiresAt <= time)
    throw new ApiError(
      401,
      'siwx_nonce_expired',
      `The message nonce expired at ${nonce.expiresAt.toISOString()}. Sign a new message with a fresh nonce.`,
    )

  const valid = await verifySignInSignature(deps, request, time)
  if (!valid)
    throw new ApiError(
      401,
      'invalid_signature',
      `The signature is not ${address}'s signature of this message.`,
    )

  const expires = data.expirationTime
    ? Date.parse(data.expirationTime)
    : time.getTime() + defaultSessionTtlMs
  const id = randomUUID()
  const { token, hash } = createSessionToken(id)
  const session = {
    id,
    projectId,
    address: data.accountAddress,
    chain: data.chainId,
    message,
    signature,
    nonce: data.nonce,
    createdAt: time,
    expiresAt: new Date(Math.min(expires, time.getTime() + maxSessionTtlMs)),
    tokenHash: hash,
  }
  await deps.db.transaction(async (tx) => {
    // Two requests racing with one nonce both pass the checks above; only one consumes it.
    if (!(await createNonceStore(tx).consume(projectId, data.nonce, time))) throw nonceUsed()
    if (!(await createSessionStore(tx).insert(session))) throw nonceUsed()
  })
  return {
    id,
    address: session.address,
    chainId,
    caipAddress: `${data.chainId}:${session.address}`,
    createdAt: time.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    revoked: false,
    token,
  }
}

import { randomUUID } from 'node:crypto'
import type { createSessionRequestSchema, Session } from '@keyport/siwx/schemas'
import { type Hex, isAddressEqual } from 'viem'
import { parseSiweMessage, validateSiweMessage, verifySiweMessage } from 'viem/siwe'
import type * as z from 'zod'
import type { ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { createSessionStore } from './createSessionStore.ts'

/** How long a session lasts when the message sets no expiration time. */
export const defaultSessionTtlMs = 7 * 24 * 60 * 60_000

const required = ['domain', 'address', 'uri', 'version', 'chainId', 'nonce', 'issuedAt'] as const

/**
 * `POST /v1/sessions`: opens a session from an EIP-4361 (SIWE) message and its signature. The
 * message must name the same address and chain as the body, be within its validity window, carry
 * an unused nonce, and be signed by the address (EOA or, via ERC-6492/1271, a smart account on
 * the chain). The session lasts until the message's expiration time, else 7 days.
 *
 * @example
 * const session = await createSession(deps, { projectId, request: { address, chainId: 1, message, signature } })
 */
export async function createSession(
  deps: ApiDeps,
  {
    projectId,
    request,
  }: { projectId: string; request: z.output<typeof createSessionRequestSchema> },
): Promise<Session> {
  const { address, chainId, message, signature } = request
  const parsed = parseSiweMessage(message)
  const missing = required.filter((field) => parsed[field] === undefined)
  if (missing.length > 0)
    throw new ApiError(
      400,
      'invalid_siwe_message',
      `message is not an EIP-4361 sign-in message: it lacks ${missing.join(', ')}. Build it with createSiweMessage.`,
    )
  if (!isAddressEqual(parsed.address as Hex, address as Hex) || parsed.chainId !== chainId)
    throw new ApiError(
      400,
      'siwe_mismatch',
      `The message is for ${parsed.address} on chain ${parsed.chainId}, but the body says ${address} on chain ${chainId}.`,
    )
  const chain = deps.chains.get(chainId)
  if (!chain)
    throw new ApiError(
      400,
      'unsupported_chain',
      `Chain ${chainId} is not supported here. Sign in on one of: ${[...deps.chains.keys()].join(', ') || 'none'}.`,
    )
  const time = new Date(deps.now())
  if (!validateSiweMessage({ message: parsed, address: address as Hex, time }))
    throw new ApiError(
      401,
      'siwe_not_valid_now',
      'The sign-in message is expired, not valid yet, or has a malformed nonce or version. Sign a new one.',
    )
  let valid: boolean
  try {
    valid = await verifySiweMessage(chain.client, {
      message,
      signature: signature as Hex,
      address: address as Hex,
      time,
    })
  } catch (cause) {
    deps.log(`SIWE verification on chain ${chainId} failed`, cause)
    throw new ApiError(503, 'chain_unreachable', `Chain ${chainId} did not answer; try again.`)
  }
  if (!valid)
    throw new ApiError(
      401,
      'invalid_signature',
      `The signature is not ${address}'s signature of this message.`,
    )

  const createdAt = time
  const expiresAt = parsed.expirationTime ?? new Date(createdAt.getTime() + defaultSessionTtlMs)
  const session = {
    id: randomUUID(),
    projectId,
    address: parsed.address as string,
    chainId,
    message,
    signature,
    nonce: parsed.nonce as string,
    createdAt,
    expiresAt,
  }
  if (!(await createSessionStore(deps.db).insert(session)))
    throw new ApiError(
      409,
      'siwe_nonce_used',
      'This sign-in message was already used. Sign a new one with a fresh nonce.',
    )
  return {
    id: session.id,
    address: session.address,
    chainId,
    createdAt: createdAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    revoked: false,
  }
}

import type { createSessionRequestSchema } from '@keyport/siwx/schemas'
import { type Hex, hashMessage } from 'viem'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import type * as z from 'zod'
import type { ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { verifyAccountSignature } from '../signatures/verifyAccountSignature.ts'
import { verifySolanaSignature } from './verifySolanaSignature.ts'

/**
 * Whether the sign-in's signature is the account's, by its namespace: on Solana an Ed25519
 * signature of the message bytes by the address's key (no chain needed); on eip155 the EIP-4361
 * message checked as viem's `verifySiweMessage` does (address, times), then the signature signer
 * first: ecrecover, so an EIP-7702 delegated EOA signs in with its key, then ERC-1271 / ERC-6492
 * on the chain for a smart account, never an untrusted delegate's ERC-1271
 * (`verifyAccountSignature`). A chain that does not answer is a 503. Malformed Solana keys and
 * signatures are 400s (see `verifySolanaSignature`).
 *
 * @example
 * if (!(await verifySignInSignature(deps, request, time))) throw new ApiError(401, …)
 */
export async function verifySignInSignature(
  deps: Pick<ApiDeps, 'chains' | 'log'>,
  request: z.output<typeof createSessionRequestSchema>,
  time: Date,
): Promise<boolean> {
  const { address, chainId, message, signature } = request
  if (typeof chainId === 'string') return verifySolanaSignature({ address, message, signature })
  const parsed = parseSiweMessage(message)
  if (!parsed.address) return false
  try {
    if (!validateSiweMessage({ address: address as Hex, message: parsed, time })) return false
  } catch {
    return false // an address that is not one: no match
  }
  try {
    return await verifyAccountSignature(deps.chains.get(chainId)!.client, {
      address: parsed.address,
      hash: hashMessage(message),
      signature: signature as Hex,
    })
  } catch (cause) {
    deps.log(`SIWE verification on chain ${chainId} failed`, cause)
    throw new ApiError(503, 'chain_unreachable', `Chain ${chainId} did not answer; try again.`)
  }
}

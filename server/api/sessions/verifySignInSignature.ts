import type { createSessionRequestSchema } from '@keyport/siwx/schemas'
import type { Hex } from 'viem'
import { verifySiweMessage } from 'viem/siwe'
import type * as z from 'zod'
import type { ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { verifySolanaSignature } from './verifySolanaSignature.ts'

/**
 * Whether the sign-in's signature is the account's, by its namespace: on Solana an Ed25519
 * signature of the message bytes by the address's key (no chain needed); on eip155 viem's
 * `verifySiweMessage` on the chain (EOA, ERC-1271, ERC-6492), a chain that does not answer being
 * a 503. Malformed Solana keys and signatures are 400s (see `verifySolanaSignature`).
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
  try {
    return await verifySiweMessage(deps.chains.get(chainId)!.client, {
      message,
      signature: signature as Hex,
      address: address as Hex,
      time,
    })
  } catch (cause) {
    deps.log(`SIWE verification on chain ${chainId} failed`, cause)
    throw new ApiError(503, 'chain_unreachable', `Chain ${chainId} did not answer; try again.`)
  }
}

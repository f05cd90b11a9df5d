import { type Address, getAddress, isAddress } from 'viem'
import * as z from 'zod/mini'
import { RpcCodeError } from '../walletCalls/rpcCodeError.ts'

/** EIP-1193's "unauthorized": the app may not ask for this. */
const UNAUTHORIZED = 4100

/** The app's `delegation` option as the frame keeps it (SYNC_DAPP_DATA). */
export type DelegationOption = { allow: Address[]; anyChain: boolean }

/** What a host may get a delegation to on the current chain. */
export type DelegationPolicy = {
  /** The deployment's KeyportDelegate on this chain, when it has one. */
  keyportDelegate?: Address
  /** The app's own additions. */
  allow: readonly Address[]
  /** The app lets a host ask for an authorization valid on every chain (chain id 0). */
  anyChain: boolean
}

const addressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const optionSchema = z.object({
  delegation: z.optional(
    z.object({
      allow: z.optional(z.array(addressSchema).check(z.maxLength(32))),
      anyChain: z.optional(z.boolean()),
    }),
  ),
})

/**
 * Reads SYNC_DAPP_DATA's `delegation`: the allowed delegates the app adds, and `anyChain`. A
 * malformed option allows nothing beyond KeyportDelegate.
 *
 * @example
 * parseDelegationOption({ delegation: { allow: ['0x…'], anyChain: true } }) // { allow: ['0x…'], anyChain: true }
 */
export function parseDelegationOption(payload: unknown): DelegationOption {
  const parsed = z.safeParse(optionSchema, payload)
  if (!parsed.success) return { allow: [], anyChain: false }
  const option = parsed.data.delegation
  return {
    allow: (option?.allow ?? []).map((address) => getAddress(address)),
    anyChain: option?.anyChain === true,
  }
}

/** A host's authorization request: the delegate, and the chain id it asks for (if any). */
export type RequestedDelegation = { address: Address; chainId?: number }

/**
 * Checks a delegation a host asked for BEFORE any card shows: a delegate outside the allow-list
 * (KeyportDelegate plus the app's `allow`) is refused, and so is chain id 0 unless the app allows
 * it; both with EIP-1193's 4100. A chain id other than the current chain's or 0 is refused too.
 * Returns the chain id to sign (the current chain's when the host named none).
 *
 * @example
 * checkRequestedDelegation({ address: delegate }, policy, 1) // 1
 */
export function checkRequestedDelegation(
  request: RequestedDelegation,
  policy: DelegationPolicy,
  currentChainId: number,
): number {
  const allowed = [policy.keyportDelegate, ...policy.allow].filter(
    (entry): entry is Address => entry !== undefined,
  )
  if (!allowed.some((entry) => entry.toLowerCase() === request.address.toLowerCase()))
    throw new RpcCodeError(
      `Delegation to ${request.address} is not allowed by this app`,
      UNAUTHORIZED,
    )
  const chainId = request.chainId ?? currentChainId
  if (chainId === 0 && !policy.anyChain)
    throw new RpcCodeError(
      'An authorization for every chain (chain id 0) is not allowed',
      UNAUTHORIZED,
    )
  if (chainId !== 0 && chainId !== currentChainId)
    throw new RpcCodeError(
      `An authorization for chain ${chainId} must be asked for on that chain`,
      UNAUTHORIZED,
    )
  return chainId
}

const quantity = z.union([
  z.number().check(z.int(), z.nonnegative()),
  z.string().check(z.regex(/^(0x[0-9a-fA-F]{1,16}|\d{1,18})$/)),
])
const requestSchema = z.object({
  address: z.optional(z.string()),
  contractAddress: z.optional(z.string()),
  chainId: z.optional(quantity),
  // A host's nonce is read and ignored: the frame reads the EOA's own nonce from the chain.
  nonce: z.optional(z.unknown()),
})

/**
 * One authorization request as a host writes it (`wallet_signAuthorization`'s parameter, or an
 * entry of `eth_sendTransaction`'s `authorizationList`): `address` or `contractAddress`, and an
 * optional chain id; anything else throws -32602.
 *
 * @example
 * parseRequestedDelegation({ contractAddress: '0x…', chainId: '0x1' }) // { address: '0x…', chainId: 1 }
 */
export function parseRequestedDelegation(value: unknown): RequestedDelegation {
  const parsed = z.safeParse(requestSchema, value)
  const address = parsed.success ? (parsed.data.address ?? parsed.data.contractAddress) : undefined
  if (!parsed.success || !address || !isAddress(address, { strict: false }))
    throw new RpcCodeError('An authorization request needs the delegate address', -32602)
  const chainId = parsed.data.chainId
  return {
    address: getAddress(address),
    ...(chainId !== undefined && { chainId: Number(chainId) }),
  }
}

import { parseSiwxMessage, type SiwxMessageData } from '@keyport/siwx/message'
import { type Hex, isAddressEqual } from 'viem'
import { ApiError } from '../http/ApiError.ts'
import { siwxDomainAllowed, uriOnDomain } from './siwxDomainAllowed.ts'

/** How far a message's issued-at may run ahead of our clock (the user's clock may be fast). */
const clockSkewMs = 5 * 60_000

export type CheckSiwxMessageParameters = {
  message: string
  /** The body's address and chain, which the message must repeat. */
  address: string
  chainId: number
  /** Chain ids this API serves. */
  chains: ReadonlySet<number>
  /** The project's allowed sign-in domains. */
  domains: readonly string[]
  now: Date
}

/**
 * Everything about a sign-in message that needs no chain and no database: its form (strict
 * CAIP-122 / EIP-4361), namespace, account and chain against the body, the chain being served,
 * the domain being the project's and the URI being on it, and its validity window. Each refusal
 * is an `ApiError` that tells the client what to change.
 *
 * @example
 * const data = checkSiwxMessage({ message, address, chainId, chains, domains, now })
 */
export function checkSiwxMessage({
  message,
  address,
  chainId,
  chains,
  domains,
  now,
}: CheckSiwxMessageParameters): SiwxMessageData {
  const parsed = parseSiwxMessage(message)
  if (!parsed.success)
    throw new ApiError(
      400,
      'invalid_siwe_message',
      `message is not an EIP-4361 sign-in message: ${parsed.error}. Build it with createSiweMessage.`,
    )
  const data = parsed.data
  const [namespace, reference] = data.chainId.split(':') as [string, string]
  if (namespace !== 'eip155')
    throw new ApiError(
      400,
      'unsupported_namespace',
      `Only eip155 (EIP-4361) sign-in is verified here; this message signs in on ${namespace}.`,
    )
  if (!isAddressEqual(data.accountAddress as Hex, address as Hex) || Number(reference) !== chainId)
    throw new ApiError(
      400,
      'siwe_mismatch',
      `The message is for ${data.accountAddress} on chain ${reference}, but the body says ${address} on chain ${chainId}.`,
    )
  if (!chains.has(chainId))
    throw new ApiError(
      400,
      'unsupported_chain',
      `Chain ${chainId} is not supported here. Sign in on one of: ${[...chains].join(', ') || 'none'}.`,
    )
  if (!siwxDomainAllowed(data.domain, domains))
    throw new ApiError(
      403,
      'siwx_domain_not_allowed',
      `Sign-in on '${data.domain}' is not allowed for this project. Allowed domains: ${domains.join(', ') || 'none yet'}.`,
    )
  if (!uriOnDomain(data.uri, data.domain))
    throw new ApiError(
      400,
      'siwx_uri_off_domain',
      `The message's URI ${data.uri} is not on its domain ${data.domain}.`,
    )
  if (data.expirationTime && Date.parse(data.expirationTime) <= now.getTime())
    throw new ApiError(
      401,
      'siwe_expired',
      `The sign-in message expired at ${data.expirationTime}. Sign a new one.`,
    )
  if (data.notBefore && Date.parse(data.notBefore) > now.getTime())
    throw new ApiError(
      401,
      'siwe_not_yet_valid',
      `The sign-in message is not valid before ${data.notBefore}.`,
    )
  if (Date.parse(data.issuedAt) > now.getTime() + clockSkewMs)
    throw new ApiError(
      400,
      'siwe_issued_in_future',
      `The message says it was issued at ${data.issuedAt}, later than now; check the device's clock.`,
    )
  return data
}

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
  /** An eip155 chain's number, or a Solana network's CAIP-2 id. */
  chainId: number | `solana:${string}`
  /** eip155 chain ids this API serves. */
  chains: ReadonlySet<number>
  /** Solana networks (CAIP-2) a sign-in may name. */
  solanaNetworks: ReadonlySet<string>
  /** The project's allowed sign-in domains. */
  domains: readonly string[]
  now: Date
}

/**
 * Everything about a sign-in message that needs no chain and no database: its form (strict
 * CAIP-122 / EIP-4361), namespace (eip155 or solana), account and chain against the body (EVM
 * addresses in any case, Solana's base58 exactly), the chain or Solana network being served,
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
  solanaNetworks,
  domains,
  now,
}: CheckSiwxMessageParameters): SiwxMessageData {
  const parsed = parseSiwxMessage(message)
  if (!parsed.success)
    throw new ApiError(
      400,
      'invalid_siwe_message',
      `message is not a CAIP-122 / EIP-4361 sign-in message: ${parsed.error}. Build it with createSiweMessage, or formatSiwxMessage from @keyport/siwx/message.`,
    )
  const data = parsed.data
  const [namespace, reference] = data.chainId.split(':') as [string, string]
  const bodyNamespace = typeof chainId === 'number' ? 'eip155' : 'solana'
  if (namespace !== 'eip155' && namespace !== 'solana')
    throw new ApiError(
      400,
      'unsupported_namespace',
      `Sign-in is verified here on eip155 (EIP-4361) and solana (CAIP-122); this message signs in on ${namespace}.`,
    )
  const bodyChain = typeof chainId === 'number' ? `eip155:${chainId}` : chainId
  // Both addresses are of the namespace's form once the namespaces agree (schema and parser).
  const sameAccount =
    namespace !== bodyNamespace
      ? false
      : namespace === 'eip155'
        ? isAddressEqual(data.accountAddress as Hex, address as Hex)
        : data.accountAddress === address
  if (!sameAccount || data.chainId !== bodyChain)
    throw new ApiError(
      400,
      'siwe_mismatch',
      `The message is for ${data.accountAddress} on ${data.chainId}, but the body says ${address} on ${bodyChain}.`,
    )
  if (typeof chainId === 'number' && !chains.has(chainId))
    throw new ApiError(
      400,
      'unsupported_chain',
      `Chain ${chainId} is not supported here. Sign in on one of: ${[...chains].join(', ') || 'none'}.`,
    )
  if (typeof chainId === 'string' && !solanaNetworks.has(chainId))
    throw new ApiError(
      400,
      'unsupported_chain',
      `Solana network ${reference} is not supported here. Sign in on one of: ${[...solanaNetworks].join(', ')}.`,
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

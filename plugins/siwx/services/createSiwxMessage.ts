import { formatSiwxMessage } from '../message/formatSiwxMessage.ts'
import { parseSiwxMessage } from '../message/parseSiwxMessage.ts'
import type { CaipNetworkId, SiwxMessageData } from '../message/SiwxMessageData.ts'

export type CreateSiwxMessageParameters = {
  address: string
  chainId: CaipNetworkId
  nonce: string
  /** The RFC 3986 authority of the app, e.g. `location.host`. */
  domain: string
  /** The resource signed in to, on `domain`, e.g. `location.origin`. */
  uri: string
  statement?: string
  issuedAt: Date
  expirationTime?: Date
  notBefore?: Date
  requestId?: string
  resources?: string[]
}

/**
 * Builds a sign-in message and its data. For `eip155` the text is EIP-4361, written by viem's
 * `createSiweMessage` (which also writes the address in EIP-55 form); for other namespaces the
 * CAIP-122 text form. viem is loaded on first use, so it stays out of the host page's bundle.
 *
 * @example
 * const { data, message } = await createSiwxMessage({
 *   address, chainId: 'eip155:1', nonce, domain: location.host, uri: location.origin,
 *   issuedAt: new Date(),
 * })
 */
export async function createSiwxMessage(
  parameters: CreateSiwxMessageParameters,
): Promise<{ data: SiwxMessageData; message: string }> {
  const { address, chainId, issuedAt, expirationTime, notBefore, ...rest } = parameters
  const data: SiwxMessageData = {
    domain: rest.domain,
    accountAddress: address,
    chainId,
    uri: rest.uri,
    version: '1',
    nonce: rest.nonce,
    issuedAt: issuedAt.toISOString(),
    ...(rest.statement ? { statement: rest.statement } : {}),
    ...(expirationTime ? { expirationTime: expirationTime.toISOString() } : {}),
    ...(notBefore ? { notBefore: notBefore.toISOString() } : {}),
    ...(rest.requestId !== undefined ? { requestId: rest.requestId } : {}),
    ...(rest.resources?.length ? { resources: rest.resources } : {}),
  }
  const [namespace, reference] = chainId.split(':') as [string, string]
  if (namespace !== 'eip155') return { data, message: formatSiwxMessage(data) }
  const { createSiweMessage } = await import('viem/siwe')
  const message = createSiweMessage({
    address: address as `0x${string}`,
    chainId: Number(reference),
    domain: data.domain,
    uri: data.uri,
    version: '1',
    nonce: data.nonce,
    issuedAt,
    expirationTime,
    notBefore,
    statement: data.statement,
    requestId: data.requestId,
    resources: data.resources,
  })
  const parsed = parseSiwxMessage(message)
  // viem and our parser agree on EIP-4361 (tested); a mismatch is a bug, not the user's problem.
  if (!parsed.success) throw new TypeError(`Invalid sign-in message: ${parsed.error}.`)
  return { data: parsed.data, message }
}

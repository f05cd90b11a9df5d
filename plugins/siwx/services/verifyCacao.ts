import type { WalletConnectAuthenticateRequest, WalletConnectCacao } from '@keyport/connect'
import { type Hex, isAddress, isAddressEqual, verifyMessage } from 'viem'
import { SiwxCacaoInvalidError } from '../errors.ts'
import { parseSiwxMessage } from '../message/parseSiwxMessage.ts'
import type { SiwxSession } from '../SiwxSession.ts'

/** How far a sign-in's issued-at may run ahead of our clock (the wallet's clock may be fast). */
const clockSkewMs = 5 * 60_000

export type VerifyCacaoParameters = {
  cacao: WalletConnectCacao
  /** The EIP-4361 text the wallet signed, as sign-client formats the CACAO. */
  message: string
  /** What the app asked the wallet to sign. */
  request: WalletConnectAuthenticateRequest
  /** The session's account, which must be the signer. */
  address: string
  now: number
}

/**
 * Checks a WalletConnect one-click sign-in before it becomes a SIWX session: the issuer is the
 * session's account on a chain the app asked for; the domain, URI, nonce and statement are the
 * request's; the signed text is this CACAO's and valid now; and the `eip191` signature is the
 * account's. Throws `SiwxCacaoInvalidError` otherwise. A contract account's `eip1271` signature
 * cannot be checked without the chain: it resolves `undefined`, and the account signs in through
 * the sign-in view instead, where the data API checks it.
 *
 * @example
 * const session = await verifyCacao({ cacao, message, request, address, now: Date.now() })
 */
export async function verifyCacao({
  cacao,
  message,
  request,
  address,
  now,
}: VerifyCacaoParameters): Promise<SiwxSession | undefined> {
  const refuse = (details: string): never => {
    throw new SiwxCacaoInvalidError(details)
  }
  const { p: payload, s: signature } = cacao
  if (cacao.h.t !== 'caip122' && cacao.h.t !== 'eip4361')
    refuse(`The CACAO is of type '${cacao.h.t}', not caip122.`)
  const [did, method, namespace, reference, issuer = '', ...rest] = payload.iss.split(':')
  if (did !== 'did' || method !== 'pkh' || namespace !== 'eip155' || rest.length > 0)
    refuse(`The issuer '${payload.iss}' is not did:pkh:eip155:<chain>:<address>.`)
  const chainId = `eip155:${reference}` as const
  if (!request.chains.includes(chainId))
    refuse(`The wallet signed in on ${chainId}, which the app did not ask for.`)
  if (!isAddress(issuer, { strict: false }) || !isAddress(address, { strict: false }))
    refuse(`The issuer's account '${issuer}' is not an address.`)
  if (!isAddressEqual(issuer as Hex, address as Hex))
    refuse(`The CACAO is ${issuer}'s, but the session's account is ${address}.`)
  if (payload.domain !== request.domain)
    refuse(`The CACAO is for ${payload.domain}, not ${request.domain}.`)
  if ((payload.aud ?? payload.uri) !== request.uri)
    refuse(`The CACAO is for ${payload.aud ?? payload.uri}, not ${request.uri}.`)
  if (payload.nonce !== request.nonce)
    refuse(`The CACAO's nonce is not the one this app issued for the sign-in.`)
  if (request.statement && !payload.statement?.startsWith(request.statement))
    refuse('The CACAO does not carry the statement the app asked for.')

  // The text stored and sent to the data API must be the one this CACAO describes.
  const parsed = parseSiwxMessage(message)
  if (!parsed.success) return refuse(`The signed text is not EIP-4361: ${parsed.error}.`)
  const { data } = parsed
  if (
    data.domain !== payload.domain ||
    data.uri !== (payload.aud ?? payload.uri) ||
    data.nonce !== payload.nonce ||
    data.chainId !== chainId ||
    !isAddressEqual(data.accountAddress as Hex, issuer as Hex)
  )
    refuse('The signed text is not the CACAO it came with.')
  if (Date.parse(data.issuedAt) > now + clockSkewMs)
    refuse(`The sign-in says it was issued at ${data.issuedAt}, later than now.`)
  if (data.expirationTime && Date.parse(data.expirationTime) <= now)
    refuse(`The sign-in expired at ${data.expirationTime}.`)
  if (data.notBefore && Date.parse(data.notBefore) > now)
    refuse(`The sign-in is not valid before ${data.notBefore}.`)

  if (signature.t === 'eip1271') return undefined
  if (signature.t !== 'eip191') refuse(`The signature is of type '${signature.t}'.`)
  const signed = await verifyMessage({
    address: issuer as Hex,
    message,
    signature: signature.s as Hex,
  }).catch(() => false)
  if (!signed) refuse(`The signature is not ${issuer}'s signature of the sign-in.`)
  return { data, message, signature: signature.s, cacao }
}

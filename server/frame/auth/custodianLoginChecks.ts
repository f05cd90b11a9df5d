import { createRemoteJWKSet, decodeJwt, type JWTVerifyGetKey, jwtVerify } from 'jose'
import { parseSiweMessage } from 'viem/siwe'
import * as z from 'zod'
import { assertIssuerUrl } from './createSocialLogin.ts'
import { deviceNonce } from './deviceNonce.ts'
import { verifyFarcasterSignIn } from './farcasterRelay.ts'
import { type LoginProof, loginIdentity } from './loginProof.ts'

/** An OpenID issuer the custodian accepts ID tokens from, and our client id there. */
type CustodianIssuer = { issuer: string; clientId: string }

export type CustodianLoginCheckSettings = {
  /** The custodian's own allow-list of issuers. @default [] (no social recovery on new devices) */
  issuers?: readonly CustodianIssuer[]
  /** Plain-HTTP issuers on loopback (the local IdP in dev). @default false */
  allowHttp?: boolean
  /** The frame site's host (`127.0.0.1:5174`) SIWF messages must name. @default none (Farcaster refused) */
  farcasterDomain?: string
  /** @default Date.now */
  now?: () => number
}

/** How old a login may be when it admits a new device. */
const loginProofMaxAgeMs = 600_000

const discovery = z.object({ issuer: z.string(), jwks_uri: z.url() })

/**
 * The custodian's own check of a login: that the provider signed it, for our client, recently,
 * over a nonce bound to `deviceKey`. Answers the login identity (`loginIdentity`) it proves, or
 * throws with the reason. It trusts nothing the auth service says: the issuer comes from its own
 * allow-list, the signing keys from the issuer's JWKS, the device from the nonce.
 *
 * @example
 * const check = createCustodianLoginCheck({ issuers: [{ issuer, clientId: 'google' }] })
 * const identity = await check(proof, deviceKey) // 'oidc:https://issuer|subject'
 */
export function createCustodianLoginCheck({
  issuers = [],
  allowHttp = false,
  farcasterDomain,
  now = Date.now,
}: CustodianLoginCheckSettings = {}) {
  const keySets = new Map<string, Promise<JWTVerifyGetKey>>()
  const keySetOf = (issuer: string) => {
    let keySet = keySets.get(issuer)
    if (!keySet) {
      keySet = (async () => {
        const response = await fetch(
          `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
        )
        const metadata = discovery.parse(await response.json())
        if (metadata.issuer !== issuer) throw new Error(`discovery names ${metadata.issuer}`)
        assertIssuerUrl(issuer, metadata.jwks_uri, allowHttp)
        return createRemoteJWKSet(new URL(metadata.jwks_uri))
      })()
      keySet.catch(() => keySets.delete(issuer))
      keySets.set(issuer, keySet)
    }
    return keySet
  }
  for (const { issuer } of issuers) assertIssuerUrl(issuer, issuer, allowHttp)

  async function checkIdToken(idToken: string, salt: string, deviceKey: string) {
    const claimed = decodeJwt(idToken).iss
    const settings = issuers.find((candidate) => candidate.issuer === claimed)
    if (!settings) throw new Error('the ID token names an issuer this custodian does not accept')
    const { payload } = await jwtVerify(idToken, await keySetOf(settings.issuer), {
      issuer: settings.issuer,
      audience: settings.clientId,
      maxTokenAge: loginProofMaxAgeMs / 1000,
      currentDate: new Date(now()),
    })
    if (payload.nonce !== deviceNonce(deviceKey, salt, 'base64url'))
      throw new Error('the ID token was issued for another device')
    if (!payload.sub) throw new Error('the ID token names no subject')
    return loginIdentity({ kind: 'oidc', issuer: settings.issuer, subject: payload.sub })
  }

  async function checkFarcaster(
    proof: Extract<LoginProof, { kind: 'farcaster' }>,
    deviceKey: string,
  ) {
    if (!farcasterDomain) throw new Error('this custodian accepts no Farcaster sign-ins')
    const message = parseSiweMessage(proof.message)
    const fid = Number(/^farcaster:\/\/fid\/(\d+)$/.exec(message.resources?.[0] ?? '')?.[1])
    const issuedAt = message.issuedAt?.getTime() ?? 0
    if (!(now() - issuedAt <= loginProofMaxAgeMs)) throw new Error('the sign-in is too old')
    // The identity sealed at creation names the custody address: the signer must be that address.
    const { address } = await verifyFarcasterSignIn(
      { message: proof.message, signature: proof.signature, fid },
      {
        domain: farcasterDomain,
        nonce: deviceNonce(deviceKey, proof.salt, 'hex'),
        now: now(),
        custodyOf: async () => message.address ?? null,
      },
    )
    return loginIdentity({ kind: 'farcaster', fid, custody: address })
  }

  return (proof: LoginProof, deviceKey: string): Promise<string> =>
    proof.kind === 'oidc'
      ? checkIdToken(proof.idToken, proof.salt, deviceKey)
      : checkFarcaster(proof, deviceKey)
}

import * as z from 'zod'
import { type AnyRoute, defineRoute } from '../../api/http/defineRoute.ts'
import { bindDeviceKey, readSession, signOut } from '../auth/sessions.ts'
import {
  describeWallet,
  recoverWallet,
  releaseAuthShare,
  storeWallet,
  walletChallenge,
} from '../auth/wallets.ts'
import type { FrameDeps } from '../FrameDeps.ts'
import { addressSchema, base64Schema, hexShareSchema, tokenSchema, userSchema } from './schemas.ts'

const withToken = <T extends z.ZodRawShape>(shape: T) => z.object({ token: tokenSchema, ...shape })
const signatureSchema = z
  .string()
  .regex(/^[A-Za-z0-9+/]{86}==$/, 'Expected a P-256 signature (64 bytes, base64)')
const proof = {
  challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Expected a challenge'),
  signature: signatureSchema,
}

/**
 * Sessions and the wallet's shares. Every call carries the session token, an opaque handle;
 * the calls that release or store shares also carry a fresh challenge signed by the device key
 * the session was bound to right after its login.
 */
export function sessionRoutes(deps: FrameDeps): AnyRoute[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/v1/session',
      summary: "The session's user (401 when it ended)",
      body: withToken({}),
      // The user only: the device id names the frame's device, which a token holder (the host
      // page keeps the token) has no use for and could replay as that device.
      response: z.object({ user: userSchema }),
      handler: async ({ body }) => ({ user: (await readSession(deps, body.token)).user }),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/session/sign-out',
      summary: 'End the session',
      body: withToken({}),
      response: z.object({ ok: z.literal(true) }),
      handler: ({ body }) => signOut(deps, body.token),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/session/bind',
      summary: "Bind a fresh session to the frame's device key (once, right after the login)",
      body: withToken({ devicePublicKey: base64Schema, signature: signatureSchema }),
      response: z.object({ ok: z.literal(true) }),
      handler: ({ body }) => bindDeviceKey(deps, body.token, body.devicePublicKey, body.signature),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/wallet',
      summary:
        "The wallet's address (null before one exists), the recovery custodian's key and the session's login identity",
      body: withToken({}),
      response: z.object({
        address: z.string().nullable(),
        recoveryPublicKey: z.string(),
        identity: z.string().nullable(),
      }),
      handler: async ({ body }) => {
        const session = await readSession(deps, body.token)
        return describeWallet(deps, session.user.id, session.identity)
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/wallet/challenge',
      summary: "A single-use challenge for the session's device key to sign",
      body: withToken({ purpose: z.enum(['create', 'auth-share', 'recover']) }),
      response: z.object({ challenge: z.string() }),
      handler: ({ body }) => walletChallenge(deps, body.token, body.purpose),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/wallet/create',
      summary: 'Store a new wallet: its address, auth share and sealed recovery share',
      body: withToken({
        address: addressSchema,
        authShare: hexShareSchema,
        recoveryShareSealed: base64Schema,
        ...proof,
      }),
      response: z.object({ address: z.string() }),
      handler: ({ body }) => storeWallet(deps, body.token, body),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/wallet/auth-share',
      summary: "The auth share, for a challenge signed by the session's device key",
      body: withToken(proof),
      response: z.object({ address: z.string(), authShare: z.string() }),
      handler: ({ body }) => releaseAuthShare(deps, body.token, body),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/wallet/recover',
      summary:
        'For an approved device with no device share: the auth share and the recovery share sealed to the device',
      body: withToken({ devicePublicKey: base64Schema, ...proof }),
      response: z.object({
        address: z.string(),
        authShare: z.string(),
        recoveryShareSealed: z.string(),
      }),
      handler: ({ body }) => recoverWallet(deps, body.token, body),
    }),
  ]
}

import * as z from 'zod'
import { type AnyRoute, defineRoute } from '../../api/http/defineRoute.ts'
import { readSession, signOut } from '../auth/sessions.ts'
import { describeWallet, recoverWallet, releaseAuthShare, storeWallet } from '../auth/wallets.ts'
import type { FrameDeps } from '../FrameDeps.ts'
import { addressSchema, base64Schema, hexShareSchema, tokenSchema, userSchema } from './schemas.ts'

const withToken = <T extends z.ZodRawShape>(shape: T) => z.object({ token: tokenSchema, ...shape })

/** Sessions and the wallet's shares; every call carries the session token in its body. */
export function sessionRoutes(deps: FrameDeps): AnyRoute[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/v1/session',
      summary: "The session's user (401 when it ended)",
      body: withToken({}),
      response: z.object({ user: userSchema, deviceId: z.string() }),
      handler: ({ body }) => readSession(deps, body.token),
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
      path: '/v1/wallet',
      summary: "The wallet's address (null before one exists) and the recovery custodian's key",
      body: withToken({}),
      response: z.object({ address: z.string().nullable(), recoveryPublicKey: z.string() }),
      handler: async ({ body }) =>
        describeWallet(deps, (await readSession(deps, body.token)).user.id),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/wallet/create',
      summary: 'Store a new wallet: its address, auth share and sealed recovery share',
      body: withToken({
        address: addressSchema,
        authShare: hexShareSchema,
        recoveryShareSealed: base64Schema,
      }),
      response: z.object({ address: z.string() }),
      handler: async ({ body }) =>
        storeWallet(deps, (await readSession(deps, body.token)).user.id, body),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/wallet/auth-share',
      summary: 'The auth share, for a session of its owner',
      body: withToken({}),
      response: z.object({ address: z.string(), authShare: z.string() }),
      handler: async ({ body }) =>
        releaseAuthShare(deps, (await readSession(deps, body.token)).user.id),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/wallet/recover',
      summary:
        'For a device with no device share: the auth share and the recovery share sealed to the device',
      body: withToken({ devicePublicKey: base64Schema }),
      response: z.object({
        address: z.string(),
        authShare: z.string(),
        recoveryShareSealed: z.string(),
      }),
      handler: async ({ body }) =>
        recoverWallet(deps, (await readSession(deps, body.token)).user.id, body.devicePublicKey),
    }),
  ]
}

import * as z from 'zod'
import { type AnyRoute, defineRoute } from '../../api/http/defineRoute.ts'
import { pollFarcasterLogin, startFarcasterLogin } from '../auth/farcaster.ts'
import type { FrameDeps } from '../FrameDeps.ts'
import {
  addressSchema,
  deviceIdSchema,
  devicePublicKeySchema,
  idSchema,
  sessionAnswer,
} from './schemas.ts'

/** 'export': a re-login in the frame's export window; its session never goes to the app. */
const purposeSchema = z.enum(['login', 'export']).default('login')

/** Farcaster sign-in (SIWF) through the auth relay: a channel, its link as a QR code, polling. */
export function farcasterRoutes(deps: FrameDeps): AnyRoute[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/v1/farcaster/start',
      summary: 'Open a Farcaster sign-in; answers the link to show as a QR code',
      body: z.object({
        deviceId: deviceIdSchema,
        devicePublicKey: devicePublicKeySchema,
        appOrigin: z
          .string()
          .max(200)
          .regex(/^https?:\/\/[^/\s]+$/, 'Expected an origin like https://app.example'),
        purpose: purposeSchema,
      }),
      response: z.object({ loginId: z.string(), url: z.string() }),
      handler: ({ body }) =>
        startFarcasterLogin(
          deps,
          body.deviceId,
          body.devicePublicKey,
          body.appOrigin,
          body.purpose,
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/farcaster/status',
      summary:
        "Poll the sign-in: 'pending', or 'completed' with a session once the signature checks",
      body: z.object({
        loginId: idSchema,
        deviceId: deviceIdSchema,
        purpose: purposeSchema,
        expectedAddress: addressSchema.optional(),
      }),
      response: z.union([
        z.object({ state: z.literal('pending') }),
        sessionAnswer.extend({ state: z.literal('completed') }),
      ]),
      handler: ({ body }) =>
        pollFarcasterLogin(deps, body.loginId, body.deviceId, {
          purpose: body.purpose,
          expectedAddress: body.expectedAddress,
        }),
    }),
  ]
}

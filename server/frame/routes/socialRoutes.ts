import * as z from 'zod'
import { type AnyRoute, defineRoute } from '../../api/http/defineRoute.ts'
import { finishSocialLogin, startSocialLogin } from '../auth/social.ts'
import type { FrameDeps } from '../FrameDeps.ts'
import { deviceIdSchema, devicePublicKeySchema, sessionAnswer } from './schemas.ts'

const providerSchema = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
/** 'export': a re-login in the frame's export window; its result never goes to the app. */
const purposeSchema = z.enum(['login', 'export']).default('login')

/** Social login: OAuth 2.0 authorization code with PKCE, through a popup. */
export function socialRoutes(deps: FrameDeps): AnyRoute[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/v1/social/start',
      summary: "Start a login with a provider; answers the provider's authorization URL",
      body: z.object({
        provider: providerSchema,
        deviceId: deviceIdSchema,
        devicePublicKey: devicePublicKeySchema,
        appOrigin: z
          .string()
          .max(200)
          .regex(/^https?:\/\/[^/\s]+$/, 'Expected an origin like https://app.example'),
        purpose: purposeSchema,
        /** The frame's own salt for the nonce, so it can check the URL's nonce is its key's. */
        nonceSalt: z
          .string()
          .regex(/^[A-Za-z0-9_-]{22}$/, 'Expected 16 bytes in base64url')
          .optional(),
      }),
      response: z.object({ uri: z.string() }),
      handler: ({ body }) =>
        startSocialLogin(
          deps,
          body.provider,
          body.deviceId,
          body.devicePublicKey,
          body.appOrigin,
          body.purpose,
          body.nonceSalt,
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/social/finish',
      summary: 'Finish the login with the callback URL the popup landed on; opens a session',
      body: z.object({
        uri: z.string().max(4096).url(),
        deviceId: deviceIdSchema,
        purpose: purposeSchema,
        expectedAddress: z
          .string()
          .regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a wallet address like 0x…')
          .optional(),
      }),
      response: sessionAnswer,
      handler: ({ body }) =>
        finishSocialLogin(deps, body.uri, body.deviceId, {
          purpose: body.purpose,
          expectedAddress: body.expectedAddress,
        }),
    }),
  ]
}

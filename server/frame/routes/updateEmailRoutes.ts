import * as z from 'zod'
import { type AnyRoute, defineRoute } from '../../api/http/defineRoute.ts'
import { readBoundUser } from '../auth/sessions.ts'
import { startEmailChange, verifyPrimary, verifySecondary } from '../auth/updateEmail.ts'
import type { FrameDeps } from '../FrameDeps.ts'
import { emailSchema, idSchema, otpSchema, tokenSchema } from './schemas.ts'

/**
 * Changing the account's email: a code to the current address, then one to the new address. Only
 * a session bound to the frame's device key may (403 `device_not_bound` otherwise): a token alone,
 * never bound, cannot move the account to another address.
 */
export function updateEmailRoutes(deps: FrameDeps): AnyRoute[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/v1/email/update',
      summary:
        'Start changing the email: codes go to the current and the new address (the same answer when the new one is taken)',
      body: z.object({ token: tokenSchema, email: emailSchema }),
      response: z.object({
        changeId: z.string(),
        action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']),
      }),
      handler: async ({ body }) => {
        const session = await readBoundUser(deps, body.token)
        return startEmailChange(deps, session.user, session.deviceId, body.email)
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/email/update/primary',
      summary: 'The code sent to the current address',
      body: z.object({ token: tokenSchema, changeId: idSchema, otp: otpSchema }),
      response: z.object({ ok: z.literal(true) }),
      handler: async ({ body, ip }) =>
        verifyPrimary(deps, {
          ...body,
          userId: (await readBoundUser(deps, body.token)).user.id,
          ip,
        }),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/email/update/secondary',
      summary: 'The code sent to the new address; the email changes',
      body: z.object({ token: tokenSchema, changeId: idSchema, otp: otpSchema }),
      response: z.object({ newEmail: z.string() }),
      handler: async ({ body, ip }) =>
        verifySecondary(deps, {
          ...body,
          userId: (await readBoundUser(deps, body.token)).user.id,
          ip,
        }),
    }),
  ]
}

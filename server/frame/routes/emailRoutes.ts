import * as z from 'zod'
import { type AnyRoute, defineRoute } from '../../api/http/defineRoute.ts'
import {
  approveDevice,
  pollDeviceApproval,
  startEmailLogin,
  verifyEmailLogin,
} from '../auth/emailLogin.ts'
import type { FrameDeps } from '../FrameDeps.ts'
import { renderDevicePage } from '../pages/renderDevicePage.ts'
import {
  deviceIdSchema,
  devicePublicKeySchema,
  emailSchema,
  idSchema,
  otpSchema,
  sessionAnswer,
} from './schemas.ts'

/** Email login: one-time codes, new-device approval by emailed link. */
export function emailRoutes(deps: FrameDeps): AnyRoute[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/v1/email/start',
      summary:
        'Send a login code, or a device approval link to a known address on a new device; the answer is the same for every address',
      body: z.object({
        email: emailSchema,
        deviceId: deviceIdSchema,
        devicePublicKey: devicePublicKeySchema,
      }),
      response: z.object({ loginId: z.string(), action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) }),
      handler: ({ body }) => startEmailLogin(deps, body.email, body.deviceId, body.devicePublicKey),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/email/device',
      summary: 'Whether the device was approved; once it is, the login code is sent',
      body: z.object({ loginId: idSchema, deviceId: deviceIdSchema }),
      response: z.object({ approved: z.boolean() }),
      handler: ({ body }) => pollDeviceApproval(deps, body.loginId, body.deviceId),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/email/verify',
      summary: 'Check the login code; opens a session',
      body: z.object({ loginId: idSchema, deviceId: deviceIdSchema, otp: otpSchema }),
      response: sessionAnswer,
      handler: ({ body, ip }) => verifyEmailLogin(deps, { ...body, ip }),
    }),
    defineRoute({
      method: 'GET',
      path: '/device/approve',
      summary: 'The page the device approval email links to',
      auth: 'none',
      respond: 'html',
      query: z.object({ token: z.string().min(1).max(64) }),
      response: z.string(),
      handler: ({ query }) => renderDevicePage({ token: query.token }),
    }),
    defineRoute({
      method: 'POST',
      path: '/device/approve',
      summary: 'Approve the new device (the page posts its form here); its login code is emailed',
      auth: 'none',
      respond: 'html',
      accepts: 'form',
      body: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Expected the link token') }),
      response: z.string(),
      handler: async ({ body }) =>
        renderDevicePage({ approvedFor: (await approveDevice(deps, body.token)).email }),
    }),
  ]
}

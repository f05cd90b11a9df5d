import * as z from 'zod'
import { type AnyRoute, defineRoute } from '../../api/http/defineRoute.ts'
import { approveDeviceByCustodian } from '../auth/emailLogin.ts'
import type { FrameDeps } from '../FrameDeps.ts'
import { renderDevicePage } from '../pages/renderDevicePage.ts'

const action = '/custodian/approve'
const tokenSchema = z
  .string()
  .max(1024)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/, 'Expected the link token')

/**
 * The recovery custodian's new-device approval page (its email links here): a form with one
 * button, posted to the custodian, which checks its own MAC and records the device; the login
 * it names is then approved and its code emailed.
 */
export function custodianRoutes(deps: FrameDeps): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: action,
      summary: "The page the recovery custodian's device approval email links to",
      auth: 'none',
      respond: 'html',
      query: z.object({ token: tokenSchema }),
      response: z.string(),
      handler: ({ query }) => renderDevicePage({ token: query.token, action }),
    }),
    defineRoute({
      method: 'POST',
      path: action,
      summary: 'Approve the new device with the recovery custodian; its login code is emailed',
      auth: 'none',
      respond: 'html',
      accepts: 'form',
      body: z.object({ token: tokenSchema }),
      response: z.string(),
      handler: async ({ body }) =>
        renderDevicePage({ approvedFor: (await approveDeviceByCustodian(deps, body.token)).email }),
    }),
  ]
}

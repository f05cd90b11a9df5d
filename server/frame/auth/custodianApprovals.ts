import { createHmac, timingSafeEqual } from 'node:crypto'
import { ApiError } from '../../api/http/ApiError.ts'

/** How long the custodian's new-device link works. */
const approvalTtlMs = 900_000

/** What an approval link names: the wallet, the device key's fingerprint, the login it is for. */
export type DeviceApproval = { address: string; fingerprint: string; ref: string }

const tag = 'keyport-custodian-approval/v1.'

/**
 * The custodian's new-device link tokens: the approval and its expiry, MAC'd (HMAC-SHA256) under a
 * key only the custodian holds, so nobody else (the auth service included) can make one.
 *
 * @example
 * const tokens = createApprovalTokens(macKey, Date.now)
 * const token = tokens.issue({ address, fingerprint, ref: loginId })
 * tokens.open(token) // { address, fingerprint, ref }
 */
export function createApprovalTokens(macKey: Buffer, now: () => number) {
  const macOf = (payload: string) =>
    createHmac('sha256', macKey).update(tag).update(payload).digest()
  return {
    issue(approval: DeviceApproval): string {
      const payload = Buffer.from(
        JSON.stringify({ ...approval, expires: now() + approvalTtlMs }),
      ).toString('base64url')
      return `${payload}.${macOf(payload).toString('base64url')}`
    },
    /** The approval a token names; 410 when it is forged, altered or expired. */
    open(token: string): DeviceApproval {
      const [payload = '', mac = ''] = token.split('.')
      const given = Buffer.from(mac, 'base64url')
      const expected = macOf(payload)
      let approval: (DeviceApproval & { expires: number }) | undefined
      if (given.length === expected.length && timingSafeEqual(given, expected))
        approval = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
      if (!approval || !(approval.expires > now()))
        throw new ApiError(
          410,
          'device_link_expired',
          'This approval link has expired or is not valid. Sign in again to get a new one.',
        )
      return { address: approval.address, fingerprint: approval.fingerprint, ref: approval.ref }
    },
  }
}

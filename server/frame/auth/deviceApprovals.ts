import type { FrameDeps } from '../FrameDeps.ts'
import { sha256Hex } from './deviceSignatures.ts'

/**
 * Records `deviceId` as approved for the user with the key it logged in with (a later login of
 * the same id with another key is a new device again).
 */
export async function approveDeviceKey(
  db: Pick<FrameDeps['db'], 'query'>,
  userId: string,
  deviceId: string,
  devicePublicKey: string,
  at: Date,
) {
  await db.query(
    'insert into frame_devices (user_id, device_id, approved_at, device_key_sha256) values ($1, $2, $3, $4) on conflict (user_id, device_id) do update set approved_at = excluded.approved_at, device_key_sha256 = excluded.device_key_sha256',
    [userId, deviceId, at, sha256Hex(devicePublicKey)],
  )
}

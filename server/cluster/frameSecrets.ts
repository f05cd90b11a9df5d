import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { z } from 'zod'

/** The frame's two shared secrets, in the formats `server/frame/start.ts` reads. */
export interface FrameSecrets {
  /** `KEYPORT_FRAME_SECRET`: the HMAC key, 32 bytes in hex. */
  secret: string
  /** `KEYPORT_FRAME_RECOVERY_KEY`: the recovery custodian's RSA private key, PKCS#8 PEM. */
  recoveryKey: string
}

const frameSecretsSchema = z.object({
  secret: z.string().regex(/^[0-9a-f]{64}$/),
  recoveryKey: z.string().startsWith('-----BEGIN PRIVATE KEY-----'),
})

/**
 * Reads the cluster's frame secrets from `file`, making them once (mode 0600) when it is missing:
 * every frame instance must share them, or a code sent by one could not be checked by another.
 *
 * @example
 * const { secret, recoveryKey } = loadFrameSecrets('.keyport/cluster/frame-secrets.json')
 */
export function loadFrameSecrets(file: string): FrameSecrets {
  if (existsSync(file)) {
    const parsed = frameSecretsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
    if (!parsed.success)
      throw new Error(`${file} is not the frame's secrets; delete it to make new ones.`)
    return parsed.data
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const secrets: FrameSecrets = {
    secret: randomBytes(32).toString('hex'),
    recoveryKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  }
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  chmodSync(file, 0o600)
  return secrets
}

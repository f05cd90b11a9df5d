import { randomBytes } from 'node:crypto'
import { createHttpLoadClient, loopbackSources } from './createHttpLoadClient.ts'
import { measureCpu } from './measureCpu.ts'
import { type OpenLoopResult, runOpenLoop } from './runOpenLoop.ts'

export type RunEmailLoginsParameters = {
  /** The frame auth service's base URL, e.g. http://127.0.0.1:5174. */
  frameUrl: string
  /** Logins started per second. */
  rate: number
  seconds: number
  /**
   * Distinct client addresses the logins come from (loopback only): at most 10 a second each,
   * half the frame's limit of 1,200 a minute per address. @default max(64, rate / 10)
   */
  clients?: number
}

export type EmailLoginsResult = OpenLoopResult & { generatorCpuPercent: number }

/**
 * Email logins to first code sent: `POST /v1/email/start` for a new address each time (the
 * 30 s cooldown is per address) on an open-loop schedule. The answer comes once the code is
 * armed and handed to SMTP, so its latency is "login started to code sent". The requests come
 * from `clients` loopback addresses: the frame's rate limit (1,200 a minute per project and
 * address, not set by any variable) then sees that many users, not one.
 *
 * @example
 * const result = await runEmailLogins({ frameUrl: 'http://127.0.0.1:5174', rate: 50, seconds: 10 })
 * result.ok / 10 // logins per second
 */
export async function runEmailLogins({
  frameUrl,
  rate,
  seconds,
  clients = Math.max(64, Math.ceil(rate / 10)),
}: RunEmailLoginsParameters): Promise<EmailLoginsResult> {
  // One device key for every login: the service stores it, it does not have to be unique.
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
  ])
  const devicePublicKey = Buffer.from(
    await crypto.subtle.exportKey('spki', pair.publicKey),
  ).toString('base64')
  const run = randomBytes(6).toString('hex')
  const client = createHttpLoadClient({
    sourceAddresses: loopbackSources(clients, new URL(frameUrl).hostname),
    connectionsPerSource: 4,
  })
  const url = `${frameUrl}/v1/email/start?projectId=keyport-dev`
  const start = (i: number, phase: string) =>
    client.send({
      url,
      method: 'POST',
      source: i,
      body: JSON.stringify({
        email: `bench-${run}-${phase}-${i}@example.com`,
        deviceId: `bench${run}${phase}${i.toString().padStart(8, '0')}`,
        devicePublicKey,
      }),
    })
  try {
    await runOpenLoop({ rate, seconds: 1, send: (i) => start(i, 'w') })
    const { result, cpuPercent } = await measureCpu(() =>
      runOpenLoop({ rate, seconds, send: (i) => start(i, 'm') }),
    )
    return { ...result, generatorCpuPercent: cpuPercent }
  } finally {
    client.close()
  }
}

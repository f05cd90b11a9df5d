import { endpointFromEnv } from '@keyport/stack'
import * as z from 'zod'
import { defaultRelayLimits, type RelayLimits } from './relayLimits.ts'

const count = (name: string) =>
  z
    .string()
    .regex(/^[1-9]\d*$/, `${name} must be a whole number above 0, e.g. ${name}=1000.`)
    .transform(Number)
    .optional()

export type RelayConfig = {
  host: string
  port: number
  limits: RelayLimits
  /** The `aud` values client JWTs must carry, given the URL it listens on (`createRelay`'s `audience`). */
  audience: (listening: string) => string[]
}

/**
 * The relay process's settings from its environment (`server/relay/start.ts`): address, limits
 * and the JWT audience. A malformed number throws, naming the variable. Without
 * `KEYPORT_RELAY_AUDIENCE`, JWTs must name the URL the relay listens on or the stack's relay URL
 * (`KEYPORT_PORT_OFFSET` applied; the balancer's, under `npm run start:cluster`).
 *
 * @example
 * const { host, port, limits, audience } = relayConfigFromEnv(process.env)
 */
export function relayConfigFromEnv(env: NodeJS.ProcessEnv): RelayConfig {
  const read = z
    .object({
      KEYPORT_RELAY_FRAMES_PER_SECOND: count('KEYPORT_RELAY_FRAMES_PER_SECOND'),
      KEYPORT_RELAY_MAX_CONNECTIONS_PER_IP: count('KEYPORT_RELAY_MAX_CONNECTIONS_PER_IP'),
      KEYPORT_RELAY_MAX_TTL_SECONDS: count('KEYPORT_RELAY_MAX_TTL_SECONDS'),
      KEYPORT_RELAY_MAX_MESSAGES_PER_CLIENT: count('KEYPORT_RELAY_MAX_MESSAGES_PER_CLIENT'),
      KEYPORT_RELAY_MAX_BYTES_PER_CLIENT: count('KEYPORT_RELAY_MAX_BYTES_PER_CLIENT'),
      KEYPORT_RELAY_MAX_MESSAGES_PER_IP: count('KEYPORT_RELAY_MAX_MESSAGES_PER_IP'),
      KEYPORT_RELAY_MAX_BYTES_PER_IP: count('KEYPORT_RELAY_MAX_BYTES_PER_IP'),
    })
    .safeParse({
      KEYPORT_RELAY_FRAMES_PER_SECOND: env.KEYPORT_RELAY_FRAMES_PER_SECOND || undefined,
      KEYPORT_RELAY_MAX_CONNECTIONS_PER_IP: env.KEYPORT_RELAY_MAX_CONNECTIONS_PER_IP || undefined,
      KEYPORT_RELAY_MAX_TTL_SECONDS: env.KEYPORT_RELAY_MAX_TTL_SECONDS || undefined,
      KEYPORT_RELAY_MAX_MESSAGES_PER_CLIENT: env.KEYPORT_RELAY_MAX_MESSAGES_PER_CLIENT || undefined,
      KEYPORT_RELAY_MAX_BYTES_PER_CLIENT: env.KEYPORT_RELAY_MAX_BYTES_PER_CLIENT || undefined,
      KEYPORT_RELAY_MAX_MESSAGES_PER_IP: env.KEYPORT_RELAY_MAX_MESSAGES_PER_IP || undefined,
      KEYPORT_RELAY_MAX_BYTES_PER_IP: env.KEYPORT_RELAY_MAX_BYTES_PER_IP || undefined,
    })
  if (!read.success) throw new Error(read.error.issues.map((issue) => issue.message).join(' '))
  const values = read.data
  const given = <K extends keyof RelayLimits>(key: K, value: RelayLimits[K] | undefined) =>
    value === undefined ? {} : { [key]: value }
  const fps = values.KEYPORT_RELAY_FRAMES_PER_SECOND
  const limits: RelayLimits = {
    ...defaultRelayLimits,
    ...(fps ? { framesPerSecond: fps, frameBurst: 2 * fps } : {}),
    ...given('maxConnectionsPerIp', values.KEYPORT_RELAY_MAX_CONNECTIONS_PER_IP),
    ...given('maxTtlSeconds', values.KEYPORT_RELAY_MAX_TTL_SECONDS),
    ...given('maxStoredMessagesPerClient', values.KEYPORT_RELAY_MAX_MESSAGES_PER_CLIENT),
    ...given('maxStoredBytesPerClient', values.KEYPORT_RELAY_MAX_BYTES_PER_CLIENT),
    ...given('maxStoredMessagesPerIp', values.KEYPORT_RELAY_MAX_MESSAGES_PER_IP),
    ...given('maxStoredBytesPerIp', values.KEYPORT_RELAY_MAX_BYTES_PER_IP),
  }
  const host = env.KEYPORT_RELAY_HOST || env.KEYPORT_HOST || '127.0.0.1'
  const port = Number(env.KEYPORT_RELAY_PORT || 4001)
  const stack = endpointFromEnv({ ...env, KEYPORT_RELAY_PORT: undefined }, 'RELAY', 4001, 'ws')
  const configured = (env.KEYPORT_RELAY_AUDIENCE ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
  return {
    host,
    port,
    limits,
    audience: (listening) =>
      configured.length > 0 ? configured : [...new Set([listening, stack.url])],
  }
}

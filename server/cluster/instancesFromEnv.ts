import { StackError } from '@keyport/stack'
import { z } from 'zod'

const instancesSchema = z.coerce.number().int().min(1).max(16)

/**
 * How many processes each of the api, the relay and the frame run: `KEYPORT_INSTANCES`, a whole
 * number from 1 to 16.
 *
 * @default 3
 * @example
 * instancesFromEnv({ KEYPORT_INSTANCES: '2' }) // 2
 */
export function instancesFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.KEYPORT_INSTANCES
  if (raw === undefined || raw === '') return 3
  const parsed = instancesSchema.safeParse(raw.trim() === '' ? Number.NaN : raw)
  if (!parsed.success)
    throw new StackError(
      `KEYPORT_INSTANCES=${raw} is not a number of instances; use a whole number from 1 to 16.`,
    )
  return parsed.data
}

import type { Redis } from 'ioredis'
import * as z from 'zod'
import type { TtlCache } from './TtlCache.ts'

const tagsSchema = z.array(z.string().max(300)).max(50)

export type CreateCacheFanoutParameters = {
  /** The process's connection; a second one is opened from it for the subscription. */
  redis: Redis
  /** One per service: the instances behind one public URL share it. */
  channel: string
  cache: TtlCache<unknown>
  log: (message: string, error?: unknown) => void
}

/**
 * Spreads cache invalidations across the instances of one service: `invalidate` drops the tags
 * here and publishes them on Redis; every instance (this one too) drops what it hears. A failed
 * publish is logged; the other instances' copies then expire by their time to live.
 *
 * @example
 * const fanout = createCacheFanout({ redis, channel: 'keyport:cache:https://api.example', cache, log })
 * await fanout.ready
 * await fanout.invalidate(['identity:0xabc…'])
 */
export function createCacheFanout({ redis, channel, cache, log }: CreateCacheFanoutParameters) {
  const subscriber = redis.duplicate()
  subscriber.on('error', () => {})
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return
    let tags: unknown
    try {
      tags = JSON.parse(text)
    } catch {
      return
    }
    const parsed = tagsSchema.safeParse(tags)
    if (parsed.success) cache.deleteTagged(parsed.data)
  })
  const subscribe = async () => {
    if (subscriber.status === 'wait') await subscriber.connect()
    else if (subscriber.status !== 'ready')
      await new Promise((resolve) => subscriber.once('ready', resolve))
    await subscriber.subscribe(channel)
  }
  const ready = subscribe().catch((cause) =>
    log(`cache invalidations from other instances are not received (${channel})`, cause),
  )
  return {
    /** Resolves once this instance hears the others' invalidations. */
    ready,
    async invalidate(tags: readonly string[]) {
      // A route may drop nothing on this call (a balance read without forceUpdate): no message.
      if (tags.length === 0) return
      cache.deleteTagged(tags)
      await redis
        .publish(channel, JSON.stringify(tags))
        .catch((cause) => log('cache invalidation not sent to the other instances', cause))
    },
    close: () => subscriber.quit().catch(() => undefined),
  }
}

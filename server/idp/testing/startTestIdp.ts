import { createServer } from 'node:net'
import { createIdp } from '../createIdp.ts'

/** A free port on 127.0.0.1 (the issuer URL must name the port before the server starts). */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
    probe.once('error', reject)
  })
}

/**
 * The local identity provider and its Farcaster stand-in on a free port, with a clock the test
 * moves (`advance`, the stand-in's channels only).
 *
 * @example
 * const idp = await startTestIdp({ redirectUri: 'http://frame.test/social/callback' })
 */
export async function startTestIdp({
  providers = ['google'],
  redirectUri = 'http://frame.test/social/callback',
  channelTtlMs,
}: {
  providers?: string[]
  redirectUri?: string
  channelTtlMs?: number
} = {}) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  let offset = 0
  const idp = createIdp({
    issuer: url,
    providers,
    redirectUri,
    farcaster: { channelTtlMs, now: () => Date.now() + offset },
  })
  await idp.listen(port)
  return {
    url,
    idp,
    advance: (ms: number) => {
      offset += ms
    },
    stop: () => idp.close(),
  }
}

import { vi } from 'vitest'
import { createLogger } from '../../log/Logger'
import { createFakeFrame } from '../../testing/createFakeFrame'
import { createManualClock } from '../../time/ManualClock'
import { createFrameTransport } from '../createFrameTransport'

/**
 * A frame transport over the kernel's fake frame, on a manual clock, with numbered request ids
 * and its warnings and errors caught in `sink`: what the heartbeat and reload tests share.
 *
 * @example
 * const { fake, clock, transport } = createTestTransport({ heartbeatMs: FRAME_HEARTBEAT_MS })
 */
export function createTestTransport({
  autoReady = true,
  heartbeatMs,
}: {
  autoReady?: boolean
  heartbeatMs?: number
} = {}) {
  const fake = createFakeFrame({ autoReady })
  const clock = createManualClock()
  const sink = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  let n = 0
  const transport = createFrameTransport({
    url: fake.url,
    projectId: 'keyport-dev',
    chainId: 1,
    window: fake.window,
    mount: fake.mount,
    clock,
    randomId: () => `id-${++n}`,
    ...(heartbeatMs === undefined ? {} : { heartbeatMs }),
    logger: createLogger({ level: 'warn', sink }),
  })
  return { fake, clock, sink, transport }
}

import { clockToken, frameTransportToken } from '../di/tokens'
import { createFrameTransport } from '../frame/createFrameTransport'
import { provide } from '../plugin/definePlugin'
import { lazyService } from '../plugin/lazyService'
import type { FakeFrame } from './createFakeFrame'

/**
 * An override of the kernel's frame transport: the real transport over a fake frame, on the
 * kernel's clock, so a test or the visual gallery drives the embedded wallet without a frame site.
 *
 * @example
 * const fake = createFakeFrame()
 * createTestKernel({ plugins, overrides: [provideFakeFrameTransport(fake)] })
 */
export function provideFakeFrameTransport(fake: FakeFrame) {
  return provide(frameTransportToken, ({ resolve }) =>
    lazyService(async () =>
      createFrameTransport({
        url: fake.url,
        projectId: 'keyport-dev',
        chainId: 1,
        window: fake.window,
        mount: fake.mount,
        clock: resolve(clockToken),
      }),
    ),
  )
}

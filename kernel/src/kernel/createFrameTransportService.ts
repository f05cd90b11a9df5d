import type { FrameTransport } from '../frame/createFrameTransport'
import type { Logger } from '../log/Logger'
import { type LazyService, lazyService } from '../plugin/lazyService'
import type { KeyportStorage } from '../storage/Storage'
import { storedChainId } from '../storage/storedChainId'
import type { ThemeService } from '../theme/ThemeService'
import type { Clock } from '../time/Clock'
import { frameDappData } from './frameDappData'
import { FrameNotConfiguredError } from './KernelErrors'
import type { KeyportOptions } from './KeyportOptions'

export type CreateFrameTransportServiceParameters = {
  options: Readonly<KeyportOptions>
  storage: KeyportStorage
  clock: Clock
  logger: Logger
  /** The kernel theme the frame's approval card follows (SYNC_THEME). */
  theme?: ThemeService
}

/**
 * The kernel's secure-frame transport service (`frameTransportToken`): the frame protocol's code
 * loads, and the transport is created, on the first `load()`; the frame element waits for the
 * first request. It opens `<frameUrl>/sdk` on the chain last used (spec section 9: 1 when none is
 * stored), and tells each frame that says READY the app's metadata, sponsorship and theme (`syncFrame`). Throws `FrameNotConfiguredError` when the app set no `frameUrl`.
 *
 * @example
 * const frame = createFrameTransportService({ options, storage, clock, logger })
 * const user = await (await frame.load()).request('GET_USER', { chainId: 1 })
 */
export function createFrameTransportService({
  options,
  storage,
  clock,
  logger,
  theme,
}: CreateFrameTransportServiceParameters): LazyService<FrameTransport> {
  const { frameUrl, projectId = '', logLevel } = options
  if (!frameUrl) throw new FrameNotConfiguredError()
  return lazyService(async () => {
    const { createFrameTransport, FRAME_HEARTBEAT_MS, syncFrame } = await import('../frame/index')
    const transport = createFrameTransport({
      url: new URL('/sdk', frameUrl).toString(),
      projectId,
      chainId: storedChainId(storage),
      enableLogger: logLevel === 'debug',
      clock,
      heartbeatMs: FRAME_HEARTBEAT_MS,
      logger: logger.child('frame'),
    })
    if (theme)
      syncFrame({
        transport,
        theme$: theme.state$,
        dappData: frameDappData(options),
        logger: logger.child('frame'),
      })
    return transport
  })
}

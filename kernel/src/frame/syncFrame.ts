import type { Observable } from 'rxjs'
import type { Logger } from '../log/Logger'
import type { FrameTransport } from './createFrameTransport'
import type { FrameRequestPayload } from './frameMessages'
import { frameThemeOf } from './frameSyncSchemas'

export type SyncFrameParameters = {
  transport: FrameTransport
  /** The kernel theme's state: its mode and variables. */
  theme$: Observable<{ mode: 'light' | 'dark'; variables: Readonly<Record<string, unknown>> }>
  /**
   * What SYNC_DAPP_DATA says about the app; nothing is sent without `metadata`, `sponsorship` or
   * `delegation`.
   */
  dappData: FrameRequestPayload<'SYNC_DAPP_DATA'>
  logger?: Logger
}

/**
 * Keeps the secure frame in step with the app (spec section 7): on every READY (a new or reloaded
 * frame) it sends SYNC_DAPP_DATA and SYNC_THEME, and SYNC_THEME again whenever the theme changes
 * while a frame is mounted. It never creates the frame itself. Stops when the transport is
 * disposed.
 *
 * @example
 * syncFrame({ transport, theme$: theme.state$, dappData: { projectId, metadata } })
 */
export function syncFrame({ transport, theme$, dappData, logger }: SyncFrameParameters) {
  let theme: FrameRequestPayload<'SYNC_THEME'> | undefined
  let ready = false
  const send = (type: 'SYNC_THEME' | 'SYNC_DAPP_DATA', payload: object) =>
    transport
      .request(type, payload as never)
      .catch((error: unknown) => logger?.warn(`frame: ${type} failed`, error))
  const themeSubscription = theme$.subscribe((state) => {
    theme = frameThemeOf(state)
    if (ready && transport.mounted) void send('SYNC_THEME', theme)
  })
  transport.events$.subscribe({
    next(event) {
      if (event.type !== 'READY') return
      ready = true
      if (dappData.metadata || dappData.sponsorship || dappData.delegation)
        void send('SYNC_DAPP_DATA', dappData)
      if (theme) void send('SYNC_THEME', theme)
    },
    complete: () => themeSubscription.unsubscribe(),
  })
}

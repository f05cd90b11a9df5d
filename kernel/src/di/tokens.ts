import type { EventBus } from '../bus/EventBus'
import type { FlagService } from '../flags/FlagService'
import type { FrameTransport } from '../frame/createFrameTransport'
import type { HttpClient } from '../http/HttpClient'
import type { I18n } from '../i18n/I18n'
import type { KeyportOptions } from '../kernel/KeyportOptions'
import type { Logger } from '../log/Logger'
import type { ModalService } from '../modal/ModalService'
import type { NoticeService } from '../notice/NoticeService'
import type { LazyService } from '../plugin/lazyService'
import type { Router } from '../router/Router'
import type { KeyportStorage } from '../storage/Storage'
import type { ThemeService } from '../theme/ThemeService'
import type { Clock } from '../time/Clock'
import type { ToastService } from '../toast/ToastService'
import { createToken } from './createToken'

export const optionsToken = createToken<Readonly<KeyportOptions>>('kernel.options')
export const busToken = createToken<EventBus>('kernel.bus')
export const routerToken = createToken<Router>('kernel.router')
export const flagsToken = createToken<FlagService>('kernel.flags')
export const modalToken = createToken<ModalService>('kernel.modal')
export const themeToken = createToken<ThemeService>('kernel.theme')
export const toastToken = createToken<ToastService>('kernel.toast')
export const noticeToken = createToken<NoticeService>('kernel.notice')
export const i18nToken = createToken<I18n>('kernel.i18n')
export const storageToken = createToken<KeyportStorage>('kernel.storage')
export const loggerToken = createToken<Logger>('kernel.logger')
export const clockToken = createToken<Clock>('kernel.clock')
/** The data API client (spec section 7); resolving it throws when the app set no `apiUrl`. */
export const dataApiToken = createToken<HttpClient>('kernel.data-api')
/**
 * The secure-frame transport (spec section 7), one per kernel. `load()` loads its code and creates
 * it on first use; the frame element waits for its first request. Resolving it throws when the
 * app set no `frameUrl`.
 *
 * @example
 * const frame = await resolve(frameTransportToken).load()
 * const { action } = await frame.request('CONNECT_EMAIL', { email: 'ada@example.com' })
 */
export const frameTransportToken = createToken<LazyService<FrameTransport>>('kernel.frame')

import type { EventBus } from '../bus/EventBus'
import type { Token } from '../di/createToken'
import type { FlagService } from '../flags/FlagService'
import type { I18n } from '../i18n/I18n'
import type { KeyportOptions } from '../kernel/KeyportOptions'
import type { Logger } from '../log/Logger'
import type { ModalService } from '../modal/ModalService'
import type { Router } from '../router/Router'

/** What a plugin's service factories and `setup` receive. */
export type PluginContext = {
  /** The plugin's id. */
  readonly id: string
  readonly options: Readonly<KeyportOptions>
  /** The installed plugins' ids, in setup order: lets a plugin contribute to one it does not require. */
  readonly plugins: readonly string[]
  /** Resolves a service by token: the kernel's or any plugin's (one store per kernel). */
  resolve<T>(token: Token<T>): T
  readonly bus: EventBus
  readonly flags: FlagService
  readonly router: Router
  readonly modal: ModalService
  readonly i18n: I18n
  /** A logger scoped to the plugin. */
  readonly logger: Logger
}

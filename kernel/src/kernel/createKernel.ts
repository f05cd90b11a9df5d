import { startAnalytics } from '../analytics/startAnalytics'
import { createEventBus } from '../bus/EventBus'
import type { Token } from '../di/createToken'
import * as tokens from '../di/tokens'
import { coreFlags } from '../flags/coreFlags'
import { collectFlags, createFlagService, type FlagService } from '../flags/FlagService'
import type { FrameTransport } from '../frame/createFrameTransport'
import { createDataApiClient } from '../http/createDataApiClient'
import { createI18n } from '../i18n/I18n'
import { shippedLocales } from '../i18n/locales'
import { browserLanguages, resolveLocale } from '../i18n/resolveLocale'
import { createLogger } from '../log/Logger'
import { createModalService, type ModalService } from '../modal/ModalService'
import { createNoticeService } from '../notice/NoticeService'
import type { Plugin, ServiceDefinition } from '../plugin/definePlugin'
import type { LazyService } from '../plugin/lazyService'
import { orderPlugins } from '../plugin/orderPlugins'
import type { PluginContext } from '../plugin/PluginContext'
import { createRouter, type Router } from '../router/Router'
import { createStorage } from '../storage/Storage'
import { createThemeService } from '../theme/ThemeService'
import { systemClock } from '../time/Clock'
import { createToastService } from '../toast/ToastService'
import { version } from '../version'
import { createFrameTransportService } from './createFrameTransportService'
import { createModalParts, type ModalParts } from './createModalParts'
import { createViewRegistry } from './createViewRegistry'
import {
  DataApiNotConfiguredError,
  KernelFrozenError,
  KernelNotStartedError,
  PluginSetupError,
} from './KernelErrors'
import { KernelServices } from './KernelServices'
import type { KeyportOptions } from './KeyportOptions'

export type CreateKernelParameters = {
  /** The plugins, in any order; the kernel orders them by `requires`. @default [] */
  plugins?: readonly Plugin[]
  options?: KeyportOptions
  /** Services that replace plugin or kernel services by token (tests). @default [] */
  overrides?: readonly ServiceDefinition[]
}

type Started = {
  router: Router
  flags: FlagService
  modal: ModalService
  plugins: string[]
  parts: ModalParts
}

/**
 * The composition root: one service store per kernel, so tests and the sandbox can build many.
 * Nothing is validated or set up until `start()`, which throws a clear error for any bad plugin
 * or option.
 *
 * @example
 * const kernel = createKernel({ plugins: [connectPlugin()], options: { projectId: 'keyport-dev' } })
 * kernel.start()
 * kernel.modal.open()
 */
export function createKernel({
  plugins = [],
  options = {},
  overrides = [],
}: CreateKernelParameters = {}) {
  const installed = [...plugins]
  const teardowns: Array<() => void> = []
  const services = new KernelServices()
  const logger = createLogger({ level: options.logLevel ?? 'error' })
  const clock = options.clock ?? systemClock
  const bus = createEventBus()
  const locale = resolveLocale({
    requested: options.locale,
    preferred: browserLanguages(),
    available: [...shippedLocales, ...Object.keys(options.messages ?? {})],
    logger,
  })
  const i18n = createI18n({ locale, logger })
  // The kernel's English texts come with it; another language's load with the plugins' texts.
  const english = locale.split('-')[0] === 'en'
  if (!english)
    i18n.addTranslations(() => import('../i18n/translations').then((t) => t.kernelTranslations))
  const storage = createStorage({ backend: options.storage, logger })
  let frame: LazyService<FrameTransport> | undefined
  let started: Started | undefined
  let disposed = false
  let ready: Promise<void> = Promise.resolve()

  const values: Array<[Token<unknown>, unknown]> = [
    [tokens.optionsToken, Object.freeze({ ...options })],
    [tokens.loggerToken, logger],
    [tokens.clockToken, clock],
    [tokens.busToken, bus],
    [tokens.i18nToken, i18n],
    [tokens.storageToken, storage],
    [
      tokens.themeToken,
      createThemeService({
        mode: options.themeMode ?? 'system',
        variables: options.themeVariables,
      }),
    ],
    [tokens.toastToken, createToastService({ clock })],
    [tokens.noticeToken, createNoticeService()],
  ]
  for (const [token, value] of values) services.provide('kernel', { token, useValue: value })
  const need = () => {
    if (!started) throw new KernelNotStartedError('router, flags and modal')
    return started
  }

  const kernel = {
    options,
    bus,
    i18n,
    logger,
    clock,
    get started() {
      return started !== undefined
    },
    /** Resolves when every plugin's async setup finished. */
    get ready() {
      return ready
    },
    get plugins(): readonly string[] {
      return need().plugins
    },
    get router() {
      return need().router
    },
    get flags() {
      return need().flags
    },
    get modal() {
      return need().modal
    },
    get theme() {
      return services.resolve(tokens.themeToken)
    },
    get toast() {
      return services.resolve(tokens.toastToken)
    },
    get notice() {
      return services.resolve(tokens.noticeToken)
    },
    get storage() {
      return services.resolve(tokens.storageToken)
    },
    resolve: <T>(token: Token<T>): T => services.resolve(token),
    /**
     * Loads what the modal shows besides its own code: the plugins' message catalogs and modal
     * parts (their views and Account-view actions). The React provider calls it with the modal.
     */
    prepareModal(): Promise<void> {
      return Promise.all([i18n.load(), need().parts.load()]).then(() => undefined)
    },
    /** Adds a plugin before start; after start it throws. */
    use(plugin: Plugin) {
      if (started) throw new KernelFrozenError(plugin.id)
      installed.push(plugin)
      return kernel
    },
    start() {
      if (started) return kernel
      const ordered = orderPlugins(installed)
      const flags = createFlagService(
        collectFlags([
          { owner: 'kernel', flags: coreFlags },
          ...ordered.map((p) => ({ owner: p.id, flags: p.flags })),
        ]),
        options.features,
      )
      const registry = createViewRegistry()
      for (const plugin of ordered) registry.add(plugin.id, plugin.views ?? [])
      const router = createRouter({
        views: registry.views,
        // A view of a modal part not loaded yet is accepted; the modal shows it once loaded.
        pending: () => parts.pending,
        initial: { view: 'Connect', params: undefined },
        bus,
        guardContext: { resolve: kernel.resolve },
      })
      const modal = createModalService({ router, bus })
      services.provide('kernel', { token: tokens.flagsToken, useValue: flags })
      services.provide('kernel', { token: tokens.routerToken, useValue: router })
      services.provide('kernel', { token: tokens.modalToken, useValue: modal })

      const pluginIds = Object.freeze(ordered.map((p) => p.id))
      const contextFor = (id: string): PluginContext => ({
        id,
        options,
        plugins: pluginIds,
        resolve: kernel.resolve,
        bus,
        flags,
        router,
        modal,
        i18n,
        logger: logger.child(id),
      })
      const kernelContext = contextFor('kernel')
      const dataApi = () => {
        if (!options.apiUrl || !options.projectId) throw new DataApiNotConfiguredError()
        return createDataApiClient({
          baseUrl: options.apiUrl,
          projectId: options.projectId,
          sdkType: options.sdkType,
          sdkVersion: options.sdkVersion ?? version,
          fetch: options.fetch,
        })
      }
      services.provide(
        'kernel',
        { token: tokens.dataApiToken, factory: dataApi },
        () => kernelContext,
      )
      services.provide(
        'kernel',
        {
          token: tokens.frameTransportToken,
          factory: () => {
            const theme = services.resolve(tokens.themeToken)
            frame = createFrameTransportService({ options, storage, clock, logger, theme })
            return frame
          },
        },
        () => kernelContext,
      )
      const contexts = new Map<string, PluginContext>()
      for (const plugin of ordered) {
        for (const [locale, catalogs] of Object.entries(plugin.messages ?? {}))
          for (const catalog of [catalogs].flat())
            if (typeof catalog === 'function') i18n.addMessageLoader(locale, catalog)
            else i18n.addMessages(locale, catalog)
        if (plugin.translations) i18n.addTranslations(plugin.translations)
        const context = contextFor(plugin.id)
        contexts.set(plugin.id, context)
        for (const service of plugin.services ?? [])
          services.provide(plugin.id, service, () => context)
      }
      for (const [locale, catalog] of Object.entries(options.messages ?? {}))
        i18n.addMessages(locale, catalog)
      // The host's buttons show texts before the modal loads them: another language's start now.
      if (!english)
        i18n.load().catch((error: unknown) => logger.warn('i18n: loading the texts failed', error))
      const overrideContext = contextFor('override')
      for (const service of overrides) services.override(service, () => overrideContext)

      const parts = createModalParts({
        plugins: ordered,
        registry,
        contextOf: (id) => contexts.get(id) as PluginContext,
        onTeardown: (teardown) => teardowns.push(teardown),
        disposed: () => disposed,
      })
      started = { router, flags, modal, plugins: ordered.map((p) => p.id), parts }
      const pending: Promise<unknown>[] = []
      for (const plugin of ordered) {
        const context = contexts.get(plugin.id) as PluginContext
        let result: unknown
        try {
          result = plugin.setup?.(context)
        } catch (cause) {
          started = undefined
          throw new PluginSetupError(plugin.id, cause)
        }
        if (typeof result === 'function') teardowns.push(result as () => void)
        else if (result instanceof Promise)
          pending.push(
            result.then(
              (teardown: unknown) => {
                if (typeof teardown === 'function') teardowns.push(teardown as () => void)
              },
              (cause) => {
                throw new PluginSetupError(plugin.id, cause)
              },
            ),
          )
      }
      ready = Promise.all(pending).then(() => undefined)
      ready.catch((error) => logger.error('plugin setup failed', error))
      bus.emit('kernel:started', { plugins: started.plugins })
      // After 'kernel:started', and its teardown before 'kernel:disposed': neither is tracked.
      teardowns.push(startAnalytics({ bus, flags, options, clock, logger }))
      return kernel
    },
    /** Runs plugin teardowns in reverse order, removes the secure frame and ends the bus. */
    async dispose() {
      disposed = true
      for (const teardown of teardowns.splice(0).reverse()) teardown()
      services.resolve(tokens.toastToken).dispose()
      frame?.dispose()
      bus.emit('kernel:disposed')
      bus.complete()
    },
  }
  return kernel
}

export type Kernel = ReturnType<typeof createKernel>

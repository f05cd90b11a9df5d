import type { LocaleCatalogLoader, MessageCatalogLoader } from './I18n'

/**
 * Makes one `translations` loader from a loader per locale: the kernel calls it with any
 * locale, and it loads only that locale's chunk (or resolves `undefined` for one it lacks).
 * Keep the table in a module the manifest imports lazily, so the host page's first bundle
 * holds a single import of it.
 *
 * @example
 * // plugins/swap/translations.ts
 * export const swapTranslations = defineTranslations({
 *   de: () => import('./messages.de.ts').then((m) => m.swapMessagesDe),
 * })
 * // plugins/swap/index.ts
 * translations: (locale) => import('./translations.ts').then((m) => m.swapTranslations(locale))
 */
export function defineTranslations(
  loaders: Readonly<Record<string, MessageCatalogLoader>>,
): LocaleCatalogLoader {
  return (locale) => {
    const loader = Object.hasOwn(loaders, locale) ? loaders[locale] : undefined
    return loader ? loader() : Promise.resolve(undefined)
  }
}

import type { MessageCatalogLoader } from './I18n'
import type { ShippedLocale } from './locales'

/**
 * The kernel's texts in the shipped languages besides English (its English texts come with the
 * kernel), each in a chunk of its own.
 */
export const kernelTranslations = {
  es: () => import('./messages.es').then((m) => m.kernelMessagesEs),
  pt: () => import('./messages.pt').then((m) => m.kernelMessagesPt),
  fr: () => import('./messages.fr').then((m) => m.kernelMessagesFr),
  de: () => import('./messages.de').then((m) => m.kernelMessagesDe),
  ja: () => import('./messages.ja').then((m) => m.kernelMessagesJa),
  ko: () => import('./messages.ko').then((m) => m.kernelMessagesKo),
  'zh-CN': () => import('./messages.zh-CN').then((m) => m.kernelMessagesZhCN),
  tr: () => import('./messages.tr').then((m) => m.kernelMessagesTr),
  ar: () => import('./messages.ar').then((m) => m.kernelMessagesAr),
  it: () => import('./messages.it').then((m) => m.kernelMessagesIt),
  ru: () => import('./messages.ru').then((m) => m.kernelMessagesRu),
  hi: () => import('./messages.hi').then((m) => m.kernelMessagesHi),
} satisfies Record<Exclude<ShippedLocale, 'en'>, MessageCatalogLoader>

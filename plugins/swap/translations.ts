import type { MessageCatalogLoader, ShippedLocale } from '@keyport/kernel'
import { swapMessagesEn } from './messages.en.ts'

/**
 * The swap plugin's texts by locale: English with this module (the fallback of every
 * locale), and each other shipped language in a chunk of its own, loaded only when used.
 */
export const swapTranslations = {
  en: () => Promise.resolve(swapMessagesEn),
  es: () => import('./messages.es.ts').then((m) => m.swapMessagesEs),
  pt: () => import('./messages.pt.ts').then((m) => m.swapMessagesPt),
  fr: () => import('./messages.fr.ts').then((m) => m.swapMessagesFr),
  de: () => import('./messages.de.ts').then((m) => m.swapMessagesDe),
  ja: () => import('./messages.ja.ts').then((m) => m.swapMessagesJa),
  ko: () => import('./messages.ko.ts').then((m) => m.swapMessagesKo),
  'zh-CN': () => import('./messages.zh-CN.ts').then((m) => m.swapMessagesZhCN),
  tr: () => import('./messages.tr.ts').then((m) => m.swapMessagesTr),
  ar: () => import('./messages.ar.ts').then((m) => m.swapMessagesAr),
  it: () => import('./messages.it.ts').then((m) => m.swapMessagesIt),
  ru: () => import('./messages.ru.ts').then((m) => m.swapMessagesRu),
  hi: () => import('./messages.hi.ts').then((m) => m.swapMessagesHi),
} satisfies Record<ShippedLocale, MessageCatalogLoader>

import type { MessageCatalogLoader, ShippedLocale } from '@keyport/kernel'
import { historyMessagesEn } from './messages.en.ts'

/**
 * The history plugin's texts by locale: English with this module (the fallback of every
 * locale), and each other shipped language in a chunk of its own, loaded only when used.
 */
export const historyTranslations = {
  en: () => Promise.resolve(historyMessagesEn),
  es: () => import('./messages.es.ts').then((m) => m.historyMessagesEs),
  pt: () => import('./messages.pt.ts').then((m) => m.historyMessagesPt),
  fr: () => import('./messages.fr.ts').then((m) => m.historyMessagesFr),
  de: () => import('./messages.de.ts').then((m) => m.historyMessagesDe),
  ja: () => import('./messages.ja.ts').then((m) => m.historyMessagesJa),
  ko: () => import('./messages.ko.ts').then((m) => m.historyMessagesKo),
  'zh-CN': () => import('./messages.zh-CN.ts').then((m) => m.historyMessagesZhCN),
  tr: () => import('./messages.tr.ts').then((m) => m.historyMessagesTr),
  ar: () => import('./messages.ar.ts').then((m) => m.historyMessagesAr),
  it: () => import('./messages.it.ts').then((m) => m.historyMessagesIt),
  ru: () => import('./messages.ru.ts').then((m) => m.historyMessagesRu),
  hi: () => import('./messages.hi.ts').then((m) => m.historyMessagesHi),
} satisfies Record<ShippedLocale, MessageCatalogLoader>

import type { MessageCatalogLoader, ShippedLocale } from '@keyport/kernel'
import { connectMessagesEn } from './messages.en.ts'

/**
 * The connect plugin's texts by locale: English with this module (the fallback of every
 * locale), and each other shipped language in a chunk of its own, loaded only when used.
 */
export const connectTranslations = {
  en: () => Promise.resolve(connectMessagesEn),
  es: () => import('./messages.es.ts').then((m) => m.connectMessagesEs),
  pt: () => import('./messages.pt.ts').then((m) => m.connectMessagesPt),
  fr: () => import('./messages.fr.ts').then((m) => m.connectMessagesFr),
  de: () => import('./messages.de.ts').then((m) => m.connectMessagesDe),
  ja: () => import('./messages.ja.ts').then((m) => m.connectMessagesJa),
  ko: () => import('./messages.ko.ts').then((m) => m.connectMessagesKo),
  'zh-CN': () => import('./messages.zh-CN.ts').then((m) => m.connectMessagesZhCN),
  tr: () => import('./messages.tr.ts').then((m) => m.connectMessagesTr),
  ar: () => import('./messages.ar.ts').then((m) => m.connectMessagesAr),
  it: () => import('./messages.it.ts').then((m) => m.connectMessagesIt),
  ru: () => import('./messages.ru.ts').then((m) => m.connectMessagesRu),
  hi: () => import('./messages.hi.ts').then((m) => m.connectMessagesHi),
} satisfies Record<ShippedLocale, MessageCatalogLoader>

import type { MessageCatalogLoader, ShippedLocale } from '@keyport/kernel'
import { siwxMessagesEn } from './messages.en.ts'

/**
 * The siwx plugin's texts by locale: English with this module (the fallback of every
 * locale), and each other shipped language in a chunk of its own, loaded only when used.
 */
export const siwxTranslations = {
  en: () => Promise.resolve(siwxMessagesEn),
  es: () => import('./messages.es.ts').then((m) => m.siwxMessagesEs),
  pt: () => import('./messages.pt.ts').then((m) => m.siwxMessagesPt),
  fr: () => import('./messages.fr.ts').then((m) => m.siwxMessagesFr),
  de: () => import('./messages.de.ts').then((m) => m.siwxMessagesDe),
  ja: () => import('./messages.ja.ts').then((m) => m.siwxMessagesJa),
  ko: () => import('./messages.ko.ts').then((m) => m.siwxMessagesKo),
  'zh-CN': () => import('./messages.zh-CN.ts').then((m) => m.siwxMessagesZhCN),
  tr: () => import('./messages.tr.ts').then((m) => m.siwxMessagesTr),
  ar: () => import('./messages.ar.ts').then((m) => m.siwxMessagesAr),
  it: () => import('./messages.it.ts').then((m) => m.siwxMessagesIt),
  ru: () => import('./messages.ru.ts').then((m) => m.siwxMessagesRu),
  hi: () => import('./messages.hi.ts').then((m) => m.siwxMessagesHi),
} satisfies Record<ShippedLocale, MessageCatalogLoader>

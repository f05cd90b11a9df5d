import type { MessageCatalogLoader, ShippedLocale } from '@keyport/kernel'
import { namesMessagesEn } from './messages.en.ts'

/**
 * The names plugin's texts by locale: English with this module (the fallback of every
 * locale), and each other shipped language in a chunk of its own, loaded only when used.
 */
export const namesTranslations = {
  en: () => Promise.resolve(namesMessagesEn),
  es: () => import('./messages.es.ts').then((m) => m.namesMessagesEs),
  pt: () => import('./messages.pt.ts').then((m) => m.namesMessagesPt),
  fr: () => import('./messages.fr.ts').then((m) => m.namesMessagesFr),
  de: () => import('./messages.de.ts').then((m) => m.namesMessagesDe),
  ja: () => import('./messages.ja.ts').then((m) => m.namesMessagesJa),
  ko: () => import('./messages.ko.ts').then((m) => m.namesMessagesKo),
  'zh-CN': () => import('./messages.zh-CN.ts').then((m) => m.namesMessagesZhCN),
  tr: () => import('./messages.tr.ts').then((m) => m.namesMessagesTr),
  ar: () => import('./messages.ar.ts').then((m) => m.namesMessagesAr),
  it: () => import('./messages.it.ts').then((m) => m.namesMessagesIt),
  ru: () => import('./messages.ru.ts').then((m) => m.namesMessagesRu),
  hi: () => import('./messages.hi.ts').then((m) => m.namesMessagesHi),
} satisfies Record<ShippedLocale, MessageCatalogLoader>

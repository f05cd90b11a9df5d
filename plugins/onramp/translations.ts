import type { MessageCatalogLoader, ShippedLocale } from '@keyport/kernel'
import { onrampMessagesEn } from './messages.en.ts'

/**
 * The onramp plugin's texts by locale: English with this module (the fallback of every
 * locale), and each other shipped language in a chunk of its own, loaded only when used.
 */
export const onrampTranslations = {
  en: () => Promise.resolve(onrampMessagesEn),
  es: () => import('./messages.es.ts').then((m) => m.onrampMessagesEs),
  pt: () => import('./messages.pt.ts').then((m) => m.onrampMessagesPt),
  fr: () => import('./messages.fr.ts').then((m) => m.onrampMessagesFr),
  de: () => import('./messages.de.ts').then((m) => m.onrampMessagesDe),
  ja: () => import('./messages.ja.ts').then((m) => m.onrampMessagesJa),
  ko: () => import('./messages.ko.ts').then((m) => m.onrampMessagesKo),
  'zh-CN': () => import('./messages.zh-CN.ts').then((m) => m.onrampMessagesZhCN),
  tr: () => import('./messages.tr.ts').then((m) => m.onrampMessagesTr),
  ar: () => import('./messages.ar.ts').then((m) => m.onrampMessagesAr),
  it: () => import('./messages.it.ts').then((m) => m.onrampMessagesIt),
  ru: () => import('./messages.ru.ts').then((m) => m.onrampMessagesRu),
  hi: () => import('./messages.hi.ts').then((m) => m.onrampMessagesHi),
} satisfies Record<ShippedLocale, MessageCatalogLoader>

import type { MessageCatalogLoader, ShippedLocale } from '@keyport/kernel'
import { sendReceiveMessagesEn } from './messages.en.ts'

/**
 * The send-receive plugin's texts by locale: English with this module (the fallback of every
 * locale), and each other shipped language in a chunk of its own, loaded only when used.
 */
export const sendReceiveTranslations = {
  en: () => Promise.resolve(sendReceiveMessagesEn),
  es: () => import('./messages.es.ts').then((m) => m.sendReceiveMessagesEs),
  pt: () => import('./messages.pt.ts').then((m) => m.sendReceiveMessagesPt),
  fr: () => import('./messages.fr.ts').then((m) => m.sendReceiveMessagesFr),
  de: () => import('./messages.de.ts').then((m) => m.sendReceiveMessagesDe),
  ja: () => import('./messages.ja.ts').then((m) => m.sendReceiveMessagesJa),
  ko: () => import('./messages.ko.ts').then((m) => m.sendReceiveMessagesKo),
  'zh-CN': () => import('./messages.zh-CN.ts').then((m) => m.sendReceiveMessagesZhCN),
  tr: () => import('./messages.tr.ts').then((m) => m.sendReceiveMessagesTr),
  ar: () => import('./messages.ar.ts').then((m) => m.sendReceiveMessagesAr),
  it: () => import('./messages.it.ts').then((m) => m.sendReceiveMessagesIt),
  ru: () => import('./messages.ru.ts').then((m) => m.sendReceiveMessagesRu),
  hi: () => import('./messages.hi.ts').then((m) => m.sendReceiveMessagesHi),
} satisfies Record<ShippedLocale, MessageCatalogLoader>

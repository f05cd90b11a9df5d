import type { MessageCatalogLoader, ShippedLocale } from '@keyport/kernel'
import { emailSocialMessagesEn } from './messages.en.ts'

/**
 * The email-social plugin's texts by locale: English with this module (the fallback of every
 * locale), and each other shipped language in a chunk of its own, loaded only when used.
 */
export const emailSocialTranslations = {
  en: () => Promise.resolve(emailSocialMessagesEn),
  es: () => import('./messages.es.ts').then((m) => m.emailSocialMessagesEs),
  pt: () => import('./messages.pt.ts').then((m) => m.emailSocialMessagesPt),
  fr: () => import('./messages.fr.ts').then((m) => m.emailSocialMessagesFr),
  de: () => import('./messages.de.ts').then((m) => m.emailSocialMessagesDe),
  ja: () => import('./messages.ja.ts').then((m) => m.emailSocialMessagesJa),
  ko: () => import('./messages.ko.ts').then((m) => m.emailSocialMessagesKo),
  'zh-CN': () => import('./messages.zh-CN.ts').then((m) => m.emailSocialMessagesZhCN),
  tr: () => import('./messages.tr.ts').then((m) => m.emailSocialMessagesTr),
  ar: () => import('./messages.ar.ts').then((m) => m.emailSocialMessagesAr),
  it: () => import('./messages.it.ts').then((m) => m.emailSocialMessagesIt),
  ru: () => import('./messages.ru.ts').then((m) => m.emailSocialMessagesRu),
  hi: () => import('./messages.hi.ts').then((m) => m.emailSocialMessagesHi),
} satisfies Record<ShippedLocale, MessageCatalogLoader>

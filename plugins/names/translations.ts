import { defineTranslations } from '@keyport/kernel'

/** The names plugin's texts in the shipped languages besides English, each in its own chunk. */
export const namesTranslations = defineTranslations({
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
})

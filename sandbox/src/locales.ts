/**
 * The languages the sandbox offers for the modal (createKeyport's `locale`), each named in its own
 * language so a speaker finds it. Unset, the modal follows the browser's language.
 */
export const sandboxLocales = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
  fr: 'Français',
  de: 'Deutsch',
  ja: '日本語',
  ko: '한국어',
  'zh-CN': '简体中文',
  tr: 'Türkçe',
  ar: 'العربية',
  it: 'Italiano',
  ru: 'Русский',
  hi: 'हिन्दी',
} as const

export type SandboxLocale = keyof typeof sandboxLocales

export const isSandboxLocale = (value: string): value is SandboxLocale =>
  Object.hasOwn(sandboxLocales, value)

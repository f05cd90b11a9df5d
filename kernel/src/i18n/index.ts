export {
  type FormatRelativeTimeParameters,
  formatRelativeTime,
  RELATIVE_TIME_THRESHOLDS,
} from './formatRelativeTime'
export {
  type CreateI18nParameters,
  createI18n,
  type I18n,
  type MessageCatalog,
  type MessageParams,
} from './I18n'
export { type KernelMessageKey, kernelMessagesEn } from './messages.en'

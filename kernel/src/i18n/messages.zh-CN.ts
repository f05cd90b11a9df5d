import type { KernelMessageKey } from './messages.en'

/** The kernel's texts in Simplified Chinese. */
export const kernelMessagesZhCN = {
  'modal.label': '连接钱包',
  'modal.close': '关闭',
  'modal.back': '返回',
  'modal.loading': '正在加载…',
  'connect.title': '连接钱包',
  'connect.empty': '暂无可用的连接方式。',
  'connect.emptyHint': '请联系网站所有者启用钱包插件。',
  'view.error.title': '出了点问题',
  'view.error.retry': '重试',
  'view.error.hint': '请重试，或关闭此窗口并选择其他连接方式。',
  'view.cannotClose': '请完成此步骤以继续。',
  'toast.region': '通知',
  'button.connect': '连接钱包',
  'button.connecting': '正在连接…',
  'notice.close': '关闭',
  'theme.toggle': '在浅色和深色主题之间切换',
} satisfies Partial<Record<KernelMessageKey, string>>

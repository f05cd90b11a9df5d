import type { siwxMessagesEn } from './messages.en.ts'

/** The siwx plugin's texts in Simplified Chinese. */
export const siwxMessagesZhCN = {
  'siwx.title': '登录',
  'siwx.heading': '{app} 需要连接到你的钱包',
  'siwx.body': '签署此消息以证明你拥有此钱包并继续。此操作免费，也不会发送任何交易。',
  'siwx.account': '以 {address} 身份在 {network} 上登录',
  'siwx.cancelRequired': '取消将断开你的连接。',
  'siwx.sign': '签名',
  'siwx.signing': '正在签名…',
  'siwx.waiting': '请在钱包中签署该消息。',
  'siwx.cancel': '取消',
  'siwx.signedIn': '你已以 {address} 身份登录。',
  'siwx.done': '完成',
  'siwx.declined': '签名已被拒绝',
  'siwx.failed': '登录失败，请重试。',
  'siwx.disconnectFailed': '断开连接失败',
} satisfies Partial<Record<keyof typeof siwxMessagesEn, string>>

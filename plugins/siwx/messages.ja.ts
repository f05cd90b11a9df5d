import type { siwxMessagesEn } from './messages.en.ts'

/** The siwx plugin's texts in Japanese. */
export const siwxMessagesJa = {
  'siwx.title': 'サインイン',
  'siwx.heading': '{app} がウォレットへの接続を求めています',
  'siwx.body':
    'このメッセージに署名して、このウォレットの所有者であることを証明し、先に進みます。費用はかからず、トランザクションも送信されません。',
  'siwx.account': '{network} で {address} としてサインイン',
  'siwx.cancelRequired': 'キャンセルすると接続が解除されます。',
  'siwx.sign': '署名',
  'siwx.signing': '署名中…',
  'siwx.waiting': 'ウォレットを確認してメッセージに署名してください。',
  'siwx.cancel': 'キャンセル',
  'siwx.signedIn': '{address} としてサインインしました。',
  'siwx.done': '完了',
  'siwx.declined': '署名が拒否されました',
  'siwx.failed': 'サインインに失敗しました。もう一度お試しください。',
  'siwx.disconnectFailed': '切断できませんでした',
} satisfies Partial<Record<keyof typeof siwxMessagesEn, string>>

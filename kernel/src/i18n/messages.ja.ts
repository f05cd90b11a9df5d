import type { KernelMessageKey } from './messages.en'

/** The kernel's texts in Japanese. */
export const kernelMessagesJa = {
  'modal.label': 'ウォレットを接続',
  'modal.close': '閉じる',
  'modal.back': '戻る',
  'modal.loading': '読み込み中…',
  'connect.title': 'ウォレットを接続',
  'connect.empty': '利用できる接続方法はまだありません。',
  'connect.emptyHint': 'サイトの運営者にウォレットプラグインを有効にするよう依頼してください。',
  'view.error.title': '問題が発生しました',
  'view.error.retry': '再試行',
  'view.error.hint':
    'もう一度お試しいただくか、このウィンドウを閉じて別の接続方法を選んでください。',
  'view.cannotClose': '続行するには、この手順を完了してください。',
  'toast.region': '通知',
  'button.connect': 'ウォレットを接続',
  'button.connecting': '接続中…',
  'notice.close': '閉じる',
  'theme.toggle': 'ライトテーマとダークテーマを切り替える',
} satisfies Partial<Record<KernelMessageKey, string>>

import type { siwxMessagesEn } from './messages.en.ts'

/** The siwx plugin's texts in Portuguese (Brazilian wording). */
export const siwxMessagesPt = {
  'siwx.title': 'Entrar',
  'siwx.heading': '{app} precisa se conectar à sua carteira',
  'siwx.body':
    'Assine esta mensagem para provar que a carteira é sua e continuar. Não custa nada e não envia nenhuma transação.',
  'siwx.account': 'Entrando como {address} na rede {network}',
  'siwx.cancelRequired': 'Se você cancelar, sua carteira será desconectada.',
  'siwx.sign': 'Assinar',
  'siwx.signing': 'Assinando…',
  'siwx.waiting': 'Confira sua carteira para assinar a mensagem.',
  'siwx.cancel': 'Cancelar',
  'siwx.signedIn': 'Você entrou como {address}.',
  'siwx.done': 'Concluir',
  'siwx.declined': 'Assinatura recusada',
  'siwx.failed': 'Não foi possível entrar. Tente novamente.',
  'siwx.disconnectFailed': 'Não foi possível desconectar',
} satisfies Partial<Record<keyof typeof siwxMessagesEn, string>>

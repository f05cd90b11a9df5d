import type { siwxMessagesEn } from './messages.en.ts'

/** The siwx plugin's texts in Spanish. */
export const siwxMessagesEs = {
  'siwx.title': 'Iniciar sesión',
  'siwx.heading': '{app} necesita conectarse a tu billetera',
  'siwx.body':
    'Firma este mensaje para demostrar que eres el titular de esta billetera y continuar. No tiene costo ni envía ninguna transacción.',
  'siwx.account': 'Iniciando sesión como {address} en {network}',
  'siwx.cancelRequired': 'Si cancelas, se desconectará tu billetera.',
  'siwx.sign': 'Firmar',
  'siwx.signing': 'Firmando…',
  'siwx.waiting': 'Revisa tu billetera para firmar el mensaje.',
  'siwx.cancel': 'Cancelar',
  'siwx.signedIn': 'Iniciaste sesión como {address}.',
  'siwx.done': 'Listo',
  'siwx.declined': 'Firma rechazada',
  'siwx.failed': 'No se pudo iniciar sesión. Vuelve a intentarlo.',
  'siwx.disconnectFailed': 'No se pudo desconectar',
} satisfies Partial<Record<keyof typeof siwxMessagesEn, string>>

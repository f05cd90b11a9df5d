import type { siwxMessagesEn } from './messages.en.ts'

/** The siwx plugin's texts in Italian. */
export const siwxMessagesIt = {
  'siwx.title': 'Accedi',
  'siwx.heading': '{app} deve connettersi al tuo wallet',
  'siwx.body':
    'Firma questo messaggio per dimostrare che il wallet è tuo e continuare. Non costa nulla e non invia alcuna transazione.',
  'siwx.account': 'Accesso come {address} su {network}',
  'siwx.cancelRequired': 'Se annulli, verrai disconnesso.',
  'siwx.sign': 'Firma',
  'siwx.signing': 'Firma in corso…',
  'siwx.waiting': 'Controlla il wallet per firmare il messaggio.',
  'siwx.cancel': 'Annulla',
  'siwx.signedIn': 'Hai effettuato l’accesso come {address}.',
  'siwx.done': 'Fine',
  'siwx.declined': 'Firma rifiutata',
  'siwx.failed': 'Accesso non riuscito. Riprova.',
  'siwx.disconnectFailed': 'Disconnessione non riuscita',
} satisfies Partial<Record<keyof typeof siwxMessagesEn, string>>

import type { siwxMessagesEn } from './messages.en.ts'

/** The siwx plugin's texts in German. */
export const siwxMessagesDe = {
  'siwx.title': 'Anmelden',
  'siwx.heading': '{app} möchte sich mit deiner Wallet verbinden',
  'siwx.body':
    'Signiere diese Nachricht, um zu bestätigen, dass dir diese Wallet gehört, und fortzufahren. Das kostet nichts und sendet keine Transaktion.',
  'siwx.account': 'Anmeldung als {address} im Netzwerk {network}',
  'siwx.cancelRequired': 'Wenn du abbrichst, wird die Verbindung getrennt.',
  'siwx.sign': 'Signieren',
  'siwx.signing': 'Wird signiert…',
  'siwx.waiting': 'Sieh in deiner Wallet nach, um die Nachricht zu signieren.',
  'siwx.cancel': 'Abbrechen',
  'siwx.signedIn': 'Du bist als {address} angemeldet.',
  'siwx.done': 'Fertig',
  'siwx.declined': 'Signatur abgelehnt',
  'siwx.failed': 'Anmeldung fehlgeschlagen. Versuche es erneut.',
  'siwx.disconnectFailed': 'Trennen fehlgeschlagen',
} satisfies Partial<Record<keyof typeof siwxMessagesEn, string>>

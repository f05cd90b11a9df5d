import type { siwxMessagesEn } from './messages.en.ts'

/** The siwx plugin's texts in French. */
export const siwxMessagesFr = {
  'siwx.title': 'Se connecter',
  'siwx.heading': '{app} doit se connecter à votre portefeuille',
  'siwx.body':
    'Signez ce message pour prouver que ce portefeuille vous appartient et continuer. C’est gratuit et aucune transaction n’est envoyée.',
  'siwx.account': 'Connexion en tant que {address} sur {network}',
  'siwx.cancelRequired': 'Annuler vous déconnectera.',
  'siwx.sign': 'Signer',
  'siwx.signing': 'Signature…',
  'siwx.waiting': 'Consultez votre portefeuille pour signer le message.',
  'siwx.cancel': 'Annuler',
  'siwx.signedIn': 'Vous êtes connecté en tant que {address}.',
  'siwx.done': 'Terminé',
  'siwx.declined': 'Signature refusée',
  'siwx.failed': 'La connexion a échoué. Réessayez.',
  'siwx.disconnectFailed': 'Échec de la déconnexion',
} satisfies Partial<Record<keyof typeof siwxMessagesEn, string>>

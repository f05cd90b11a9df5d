import type { KernelMessageKey } from './messages.en'

/** The kernel's texts in French. */
export const kernelMessagesFr = {
  'modal.label': 'Connecter un portefeuille',
  'modal.close': 'Fermer',
  'modal.back': 'Retour',
  'modal.loading': 'Chargement…',
  'connect.title': 'Connecter un portefeuille',
  'connect.empty': 'Aucun moyen de connexion n’est encore disponible.',
  'connect.emptyHint': 'Demandez au propriétaire du site d’activer un plugin de portefeuille.',
  'view.error.title': 'Une erreur s’est produite',
  'view.error.retry': 'Réessayer',
  'view.error.hint':
    'Réessayez, ou fermez cette fenêtre et choisissez un autre moyen de connexion.',
  'view.cannotClose': 'Terminez cette étape pour continuer.',
  'toast.region': 'Notifications',
  'button.connect': 'Connecter un portefeuille',
  'button.connecting': 'Connexion…',
  'notice.close': 'Ignorer',
  'theme.toggle': 'Basculer entre thème clair et sombre',
} satisfies Partial<Record<KernelMessageKey, string>>

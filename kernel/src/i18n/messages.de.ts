import type { KernelMessageKey } from './messages.en'

/** The kernel's texts in German. */
export const kernelMessagesDe = {
  'modal.label': 'Wallet verbinden',
  'modal.close': 'Schließen',
  'modal.back': 'Zurück',
  'modal.loading': 'Wird geladen…',
  'connect.title': 'Wallet verbinden',
  'connect.empty': 'Es sind noch keine Verbindungsmethoden verfügbar.',
  'connect.emptyHint': 'Bitte den Betreiber der Website, ein Wallet-Plugin zu aktivieren.',
  'view.error.title': 'Etwas ist schiefgelaufen',
  'view.error.retry': 'Erneut versuchen',
  'view.error.hint':
    'Versuche es erneut oder schließe dieses Fenster und wähle eine andere Verbindungsmethode.',
  'view.cannotClose': 'Schließe diesen Schritt ab, um fortzufahren.',
  'toast.region': 'Benachrichtigungen',
  'button.connect': 'Wallet verbinden',
  'button.connecting': 'Verbindung wird hergestellt…',
  'notice.close': 'Ausblenden',
  'theme.toggle': 'Zwischen hellem und dunklem Design wechseln',
} satisfies Partial<Record<KernelMessageKey, string>>

import type { KernelMessageKey } from './messages.en'

/** The kernel's texts in Italian. */
export const kernelMessagesIt = {
  'modal.label': 'Connetti un wallet',
  'modal.close': 'Chiudi',
  'modal.back': 'Indietro',
  'modal.loading': 'Caricamento…',
  'connect.title': 'Connetti wallet',
  'connect.empty': 'Non ci sono ancora metodi di connessione disponibili.',
  'connect.emptyHint': 'Chiedi al gestore del sito di attivare un plugin per wallet.',
  'view.error.title': 'Si è verificato un problema',
  'view.error.retry': 'Riprova',
  'view.error.hint':
    'Riprova, oppure chiudi questa finestra e scegli un altro modo per connetterti.',
  'view.cannotClose': 'Completa questo passaggio per continuare.',
  'toast.region': 'Notifiche',
  'button.connect': 'Connetti wallet',
  'button.connecting': 'Connessione…',
  'notice.close': 'Ignora',
  'theme.toggle': 'Passa dal tema chiaro a quello scuro',
} satisfies Partial<Record<KernelMessageKey, string>>

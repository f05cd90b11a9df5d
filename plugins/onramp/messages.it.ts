import type { onrampMessagesEn } from './messages.en.ts'

/** The onramp plugin's texts in Italian. */
export const onrampMessagesIt = {
  'onramp.title': 'Acquista cripto',
  'onramp.action': 'Acquista cripto',
  'onramp.amount': 'Importo da pagare',
  'onramp.fiat': 'Valuta di pagamento: {currency}',
  'onramp.token': 'Cripto da acquistare: {symbol}',
  'onramp.buyOn': 'Consegnato su {network}',
  'onramp.method': 'Paga con',
  'onramp.limits': 'Paga tra {min} e {max}.',
  'onramp.quote': 'Ricevi circa',
  'onramp.quoteLoading': 'Recupero della quotazione…',
  'onramp.quoteFees':
    'Include {fee} di commissione del fornitore e {network} di commissione di rete.',
  'onramp.quoteUnavailable':
    'Nessuna quotazione al momento: il fornitore mostrerà il prezzo finale.',
  'onramp.fallback':
    'Vengono mostrate le opzioni predefinite: il servizio di acquisto non ha risposto.',
  'onramp.providers': 'Fornitori',
  'onramp.provider': '{provider}, commissioni {fees}',
  'onramp.fees': 'Commissioni {fees}',
  'onramp.noProviders': 'Nessun fornitore opera su questa rete.',
  'onramp.opening': 'Apertura di {provider}…',
  'onramp.loading': 'Caricamento delle opzioni di acquisto…',
  'onramp.tokenSelect.title': 'Seleziona cripto',
  'onramp.fiatSelect.title': 'Seleziona valuta',
  'onramp.progress.title': 'Acquisto di {symbol}',
  'onramp.progress.waiting': 'Completa l’acquisto nella finestra di {provider}.',
  'onramp.progress.watching': 'In attesa dell’arrivo dei tuoi {symbol}…',
  'onramp.progress.hint': 'Il saldo si aggiornerà qui non appena arrivano.',
  'onramp.progress.open': 'Apri di nuovo {provider}',
  'onramp.progress.received': 'Acquisto completato',
  'onramp.progress.receivedAmount': '{amount} {symbol} sono arrivati nel tuo wallet.',
  'onramp.progress.timeout': 'I tuoi {symbol} non sono ancora arrivati.',
  'onramp.progress.timeoutHint':
    'Gli acquisti possono richiedere qualche minuto. Controlla di nuovo o guarda nella finestra del fornitore.',
  'onramp.progress.checkAgain': 'Controlla di nuovo',
  'onramp.progress.done': 'Fine',
  'onramp.progress.cancel': 'Smetti di attendere',
  'onramp.progress.none': 'Nessun acquisto in corso.',
  'onramp.progress.back': 'Indietro',
  'onramp.noProvidersHint':
    'Passa a un’altra rete per acquistare, oppure ricevi cripto da un altro wallet.',
} satisfies Partial<Record<keyof typeof onrampMessagesEn, string>>

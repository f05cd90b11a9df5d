import type { namesMessagesEn } from './messages.en.ts'

/** The names plugin's texts in Italian. */
export const namesMessagesIt = {
  'choose.title': 'Scegli un nome',
  'choose.heading': 'Scegli il nome del tuo account',
  'choose.body':
    'Dimentica gli indirizzi 0x: dai un nome al tuo account e chiunque potrà inviarti fondi con quel nome.',
  'choose.start': 'Scegli un nome',
  'choose.action': 'Scegli un nome',
  'choose.owned': 'Nomi di questo account',
  'choose.ownedLoading': 'Ricerca dei nomi di questo account…',
  'register.title': 'Scegli un nome',
  'register.label': 'Nome dell’account',
  'register.zone': '.{zone}',
  'register.hint': 'Lettere, cifre e trattini, almeno 4 caratteri.',
  'register.problem.characters': 'Usa solo lettere, cifre e trattini.',
  'register.problem.tooShort': 'Usa almeno 4 caratteri.',
  'register.checking': 'Verifica di {name}…',
  'register.available': '{name} è disponibile',
  'register.taken': '{name} è già in uso',
  'register.suggestions': 'Suggerimenti',
  'register.suggestion': '{name}, disponibile',
  'register.submit': 'Registra',
  'register.registering': 'Registrazione…',
  'success.title': 'Nome dell’account',
  'success.pending': 'Registrazione di {name}',
  'success.sign': 'Firma il messaggio nel tuo wallet per registrare il nome.',
  'success.cancel': 'Annulla',
  'success.done': '{name} è tuo',
  'success.body':
    'Il tuo account ora appare come {name} e chiunque può inviarti fondi con questo nome.',
  'success.back': 'Torna all’account',
  'names.error.networkNotFound': 'Rete non trovata',
  'names.error.accountNotFound': 'Indirizzo o connettore di autenticazione non trovato',
  'names.error.chainIdInvalid': 'chainId non valido',
  'names.error.namespace': 'I nomi sono disponibili solo sulle reti EVM.',
  'names.error.nameInvalid':
    'Nome dell’account: solo lettere, cifre e trattini, almeno 4 caratteri, senza limite massimo',
  'names.error.signatureInvalid':
    'Il wallet ha risposto con qualcosa che non è una firma (0x seguito da caratteri esadecimali).',
  'names.error.signatureDeclined': 'Firma rifiutata',
  'names.error.register': 'Errore durante la registrazione del nome {name}',
  'names.error.suggestions': 'Errore durante il recupero dei suggerimenti di nomi',
  'names.error.namesForAddress': 'Errore durante il recupero dei nomi dell’indirizzo',
  'choose.ownedNone': 'Questo account non ha ancora un nome. Scegline uno qui sotto per iniziare.',
} satisfies Partial<Record<keyof typeof namesMessagesEn, string>>

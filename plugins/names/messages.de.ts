import type { namesMessagesEn } from './messages.en.ts'

/** The names plugin's texts in German. */
export const namesMessagesDe = {
  'choose.title': 'Namen wählen',
  'choose.heading': 'Wähle den Namen deines Kontos',
  'choose.body':
    'Schluss mit 0x-Adressen: Gib deinem Konto einen Namen, und alle können unter diesem Namen an dich senden.',
  'choose.start': 'Namen wählen',
  'choose.action': 'Namen wählen',
  'choose.owned': 'Namen dieses Kontos',
  'choose.ownedLoading': 'Namen dieses Kontos werden gesucht…',
  'register.title': 'Namen wählen',
  'register.label': 'Kontoname',
  'register.zone': '.{zone}',
  'register.hint': 'Buchstaben, Ziffern und Bindestriche, mindestens 4 Zeichen.',
  'register.problem.characters': 'Verwende nur Buchstaben, Ziffern und Bindestriche.',
  'register.problem.tooShort': 'Verwende mindestens 4 Zeichen.',
  'register.checking': '{name} wird geprüft…',
  'register.available': '{name} ist verfügbar',
  'register.taken': '{name} ist bereits vergeben',
  'register.suggestions': 'Vorschläge',
  'register.suggestion': '{name}, verfügbar',
  'register.submit': 'Registrieren',
  'register.registering': 'Wird registriert…',
  'success.title': 'Kontoname',
  'success.pending': '{name} wird registriert',
  'success.sign': 'Signiere die Nachricht in deiner Wallet, um den Namen zu registrieren.',
  'success.cancel': 'Abbrechen',
  'success.done': '{name} gehört dir',
  'success.body':
    'Dein Konto wird jetzt als {name} angezeigt, und alle können unter diesem Namen an dich senden.',
  'success.back': 'Zurück zum Konto',
  'names.error.networkNotFound': 'Netzwerk nicht gefunden',
  'names.error.accountNotFound': 'Adresse oder Auth-Connector nicht gefunden',
  'names.error.chainIdInvalid': 'Ungültige chainId',
  'names.error.namespace': 'Namen gibt es nur in EVM-Netzwerken.',
  'names.error.nameInvalid':
    'Kontoname: nur Buchstaben, Ziffern und Bindestriche, mindestens 4 Zeichen, keine Obergrenze',
  'names.error.signatureInvalid':
    'Die Wallet hat etwas zurückgegeben, das keine Signatur ist (0x gefolgt von Hex-Zeichen).',
  'names.error.signatureDeclined': 'Signatur abgelehnt',
  'names.error.register': 'Fehler beim Registrieren des Namens {name}',
  'names.error.suggestions': 'Fehler beim Abrufen der Namensvorschläge',
  'names.error.namesForAddress': 'Fehler beim Abrufen der Namen der Adresse',
  'choose.ownedNone': 'Dieses Konto hat noch keinen Namen. Wähle unten einen, um loszulegen.',
} satisfies Partial<Record<keyof typeof namesMessagesEn, string>>

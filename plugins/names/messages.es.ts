import type { namesMessagesEn } from './messages.en.ts'

/** The names plugin's texts in Spanish. */
export const namesMessagesEs = {
  'choose.title': 'Elegir nombre',
  'choose.heading': 'Elige el nombre de tu cuenta',
  'choose.body':
    'Olvídate de las direcciones 0x: ponle un nombre a tu cuenta y cualquiera podrá enviarte fondos con ese nombre.',
  'choose.start': 'Elegir nombre',
  'choose.action': 'Elegir nombre',
  'choose.owned': 'Nombres de esta cuenta',
  'choose.ownedLoading': 'Buscando los nombres de esta cuenta…',
  'register.title': 'Elegir nombre',
  'register.label': 'Nombre de la cuenta',
  'register.zone': '.{zone}',
  'register.hint': 'Letras, números y guiones; al menos 4 caracteres.',
  'register.problem.characters': 'Usa solo letras, números y guiones.',
  'register.problem.tooShort': 'Usa al menos 4 caracteres.',
  'register.checking': 'Comprobando {name}…',
  'register.available': '{name} está disponible',
  'register.taken': '{name} ya está en uso',
  'register.suggestions': 'Sugerencias',
  'register.suggestion': '{name}, disponible',
  'register.submit': 'Registrar',
  'register.registering': 'Registrando…',
  'success.title': 'Nombre de la cuenta',
  'success.pending': 'Registrando {name}',
  'success.sign': 'Firma el mensaje en tu billetera para registrar el nombre.',
  'success.cancel': 'Cancelar',
  'success.done': '{name} es tuyo',
  'success.body':
    'Tu cuenta ahora aparece como {name}, y cualquiera puede enviarte fondos con ese nombre.',
  'success.back': 'Volver a la cuenta',
  'names.error.networkNotFound': 'Red no encontrada',
  'names.error.accountNotFound': 'No se encontró la dirección o el conector de autenticación',
  'names.error.chainIdInvalid': 'chainId no válido',
  'names.error.namespace': 'Los nombres solo están disponibles en redes EVM.',
  'names.error.nameInvalid':
    'Nombre de la cuenta: solo letras, números y guiones; al menos 4 caracteres, sin límite máximo',
  'names.error.signatureInvalid':
    'La billetera respondió con algo que no es una firma (0x seguido de caracteres hexadecimales).',
  'names.error.signatureDeclined': 'Firma rechazada',
  'names.error.register': 'Error al registrar el nombre {name}',
  'names.error.suggestions': 'Error al obtener sugerencias de nombres',
  'names.error.namesForAddress': 'Error al obtener los nombres de la dirección',
  'choose.ownedNone': 'Esta cuenta aún no tiene nombre. Elige uno abajo para empezar.',
} satisfies Partial<Record<keyof typeof namesMessagesEn, string>>

/**
 * The names plugin's English texts. `names.error.*` are also the `shortMessage`s of its errors
 * (errors.ts), so views and thrown errors say the same; the spec's texts (§8) are kept word for word.
 *
 * @example
 * i18n.t('names.error.register', { name: 'alice.keyport.id' }) // 'Error registering name alice.keyport.id'
 */
export const namesMessagesEn = {
  'choose.title': 'Choose Name',
  'choose.heading': 'Choose your account name',
  'choose.body':
    'Say goodbye to 0x addresses: give your account a name, and anyone can send to it by that name.',
  'choose.start': 'Choose name',
  'choose.action': 'Choose name',
  'choose.owned': 'Names of this account',
  'choose.ownedLoading': 'Looking up the names of this account…',
  'choose.ownedNone': 'This account has no name yet. Choose one below to get started.',
  'register.title': 'Choose Name',
  'register.label': 'Account name',
  'register.zone': '.{zone}',
  'register.hint': 'Letters, digits and hyphens, at least 4 characters.',
  'register.problem.characters': 'Use letters, digits and hyphens only.',
  'register.problem.tooShort': 'Use at least 4 characters.',
  'register.checking': 'Checking {name}…',
  'register.available': '{name} is available',
  'register.taken': '{name} is already taken',
  'register.suggestions': 'Suggestions',
  'register.suggestion': '{name}, available',
  'register.submit': 'Register',
  'register.registering': 'Registering…',
  'success.title': 'Account Name',
  'success.pending': 'Registering {name}',
  'success.sign': 'Sign the message in your wallet to register the name.',
  'success.cancel': 'Cancel',
  'success.done': '{name} is yours',
  'success.body': 'Your account now shows as {name}, and anyone can send to it by that name.',
  'success.back': 'Back to account',
  'names.error.networkNotFound': 'Network not found',
  'names.error.accountNotFound': 'Address or auth connector not found',
  'names.error.chainIdInvalid': 'Invalid chainId',
  'names.error.namespace': 'Names are available on EVM networks only.',
  'names.error.nameInvalid':
    'Account name: letters, digits and hyphens only, at least 4 characters, no upper limit',
  'names.error.signatureInvalid':
    'The wallet answered with something that is not a signature (0x followed by hex characters).',
  'names.error.signatureDeclined': 'Signature declined',
  'names.error.register': 'Error registering name {name}',
  'names.error.suggestions': 'Error fetching name suggestions',
  'names.error.namesForAddress': 'Error fetching names for address',
} as const

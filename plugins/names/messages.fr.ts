import type { namesMessagesEn } from './messages.en.ts'

/** The names plugin's texts in French. */
export const namesMessagesFr = {
  'choose.title': 'Choisir un nom',
  'choose.heading': 'Choisissez le nom de votre compte',
  'choose.body':
    'Fini les adresses 0x : donnez un nom à votre compte, et tout le monde pourra vous envoyer des fonds avec ce nom.',
  'choose.start': 'Choisir un nom',
  'choose.action': 'Choisir un nom',
  'choose.owned': 'Noms de ce compte',
  'choose.ownedLoading': 'Recherche des noms de ce compte…',
  'register.title': 'Choisir un nom',
  'register.label': 'Nom du compte',
  'register.zone': '.{zone}',
  'register.hint': 'Lettres, chiffres et traits d’union, au moins 4 caractères.',
  'register.problem.characters':
    'Utilisez uniquement des lettres, des chiffres et des traits d’union.',
  'register.problem.tooShort': 'Utilisez au moins 4 caractères.',
  'register.checking': 'Vérification de {name}…',
  'register.available': '{name} est disponible',
  'register.taken': '{name} est déjà pris',
  'register.suggestions': 'Suggestions',
  'register.suggestion': '{name}, disponible',
  'register.submit': 'Enregistrer',
  'register.registering': 'Enregistrement…',
  'success.title': 'Nom du compte',
  'success.pending': 'Enregistrement de {name}',
  'success.sign': 'Signez le message dans votre portefeuille pour enregistrer le nom.',
  'success.cancel': 'Annuler',
  'success.done': '{name} est à vous',
  'success.body':
    'Votre compte s’affiche désormais sous le nom {name}, et tout le monde peut vous envoyer des fonds avec ce nom.',
  'success.back': 'Retour au compte',
  'names.error.networkNotFound': 'Réseau introuvable',
  'names.error.accountNotFound': 'Adresse ou connecteur d’authentification introuvable',
  'names.error.chainIdInvalid': 'chainId non valide',
  'names.error.namespace': 'Les noms ne sont disponibles que sur les réseaux EVM.',
  'names.error.nameInvalid':
    'Nom du compte : lettres, chiffres et traits d’union uniquement, au moins 4 caractères, sans limite maximale',
  'names.error.signatureInvalid':
    'Le portefeuille a répondu par autre chose qu’une signature (0x suivi de caractères hexadécimaux).',
  'names.error.signatureDeclined': 'Signature refusée',
  'names.error.register': 'Erreur lors de l’enregistrement du nom {name}',
  'names.error.suggestions': 'Erreur lors de la récupération des suggestions de noms',
  'names.error.namesForAddress': 'Erreur lors de la récupération des noms de l’adresse',
  'choose.ownedNone':
    'Ce compte n’a pas encore de nom. Choisissez-en un ci-dessous pour commencer.',
} satisfies Partial<Record<keyof typeof namesMessagesEn, string>>

import type { namesMessagesEn } from './messages.en.ts'

/** The names plugin's texts in Portuguese (Brazilian wording). */
export const namesMessagesPt = {
  'choose.title': 'Escolher nome',
  'choose.heading': 'Escolha o nome da sua conta',
  'choose.body':
    'Diga adeus aos endereços 0x: dê um nome à sua conta e qualquer pessoa poderá enviar para ela usando esse nome.',
  'choose.start': 'Escolher nome',
  'choose.action': 'Escolher nome',
  'choose.owned': 'Nomes desta conta',
  'choose.ownedLoading': 'Buscando os nomes desta conta…',
  'register.title': 'Escolher nome',
  'register.label': 'Nome da conta',
  'register.zone': '.{zone}',
  'register.hint': 'Letras, números e hifens; pelo menos 4 caracteres.',
  'register.problem.characters': 'Use apenas letras, números e hifens.',
  'register.problem.tooShort': 'Use pelo menos 4 caracteres.',
  'register.checking': 'Verificando {name}…',
  'register.available': '{name} está disponível',
  'register.taken': '{name} já está em uso',
  'register.suggestions': 'Sugestões',
  'register.suggestion': '{name}, disponível',
  'register.submit': 'Registrar',
  'register.registering': 'Registrando…',
  'success.title': 'Nome da conta',
  'success.pending': 'Registrando {name}',
  'success.sign': 'Assine a mensagem na sua carteira para registrar o nome.',
  'success.cancel': 'Cancelar',
  'success.done': '{name} é seu',
  'success.body':
    'Sua conta agora aparece como {name}, e qualquer pessoa pode enviar para ela usando esse nome.',
  'success.back': 'Voltar para a conta',
  'names.error.networkNotFound': 'Rede não encontrada',
  'names.error.accountNotFound': 'Endereço ou conector de autenticação não encontrado',
  'names.error.chainIdInvalid': 'chainId inválido',
  'names.error.namespace': 'Os nomes estão disponíveis apenas em redes EVM.',
  'names.error.nameInvalid':
    'Nome da conta: apenas letras, números e hifens, pelo menos 4 caracteres, sem limite máximo',
  'names.error.signatureInvalid':
    'A carteira respondeu com algo que não é uma assinatura (0x seguido de caracteres hexadecimais).',
  'names.error.signatureDeclined': 'Assinatura recusada',
  'names.error.register': 'Erro ao registrar o nome {name}',
  'names.error.suggestions': 'Erro ao buscar sugestões de nomes',
  'names.error.namesForAddress': 'Erro ao buscar os nomes do endereço',
  'choose.ownedNone': 'Esta conta ainda não tem nome. Escolha um abaixo para começar.',
} satisfies Partial<Record<keyof typeof namesMessagesEn, string>>

import type { KernelMessageKey } from './messages.en'

/** The kernel's texts in Portuguese (Brazilian wording). */
export const kernelMessagesPt = {
  'modal.label': 'Conectar uma carteira',
  'modal.close': 'Fechar',
  'modal.back': 'Voltar',
  'modal.loading': 'Carregando…',
  'connect.title': 'Conectar carteira',
  'connect.empty': 'Ainda não há formas de conexão disponíveis.',
  'connect.emptyHint': 'Peça ao responsável pelo site que ative um plugin de carteira.',
  'view.error.title': 'Algo deu errado',
  'view.error.retry': 'Tentar novamente',
  'view.error.hint': 'Tente novamente ou feche esta janela e escolha outra forma de se conectar.',
  'view.cannotClose': 'Conclua esta etapa para continuar.',
  'toast.region': 'Notificações',
  'button.connect': 'Conectar carteira',
  'button.connecting': 'Conectando…',
  'notice.close': 'Dispensar',
  'theme.toggle': 'Alternar entre tema claro e escuro',
} satisfies Partial<Record<KernelMessageKey, string>>

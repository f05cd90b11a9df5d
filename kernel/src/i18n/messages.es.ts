import type { KernelMessageKey } from './messages.en'

/** The kernel's texts in Spanish. */
export const kernelMessagesEs = {
  'modal.label': 'Conectar una billetera',
  'modal.close': 'Cerrar',
  'modal.back': 'Atrás',
  'modal.loading': 'Cargando…',
  'connect.title': 'Conectar billetera',
  'connect.empty': 'Todavía no hay formas de conectarse disponibles.',
  'connect.emptyHint': 'Pide al responsable del sitio que active un plugin de billetera.',
  'view.error.title': 'Algo salió mal',
  'view.error.retry': 'Reintentar',
  'view.error.hint': 'Vuelve a intentarlo, o cierra esta ventana y elige otra forma de conectarte.',
  'view.cannotClose': 'Completa este paso para continuar.',
  'toast.region': 'Notificaciones',
  'button.connect': 'Conectar billetera',
  'button.connecting': 'Conectando…',
  'notice.close': 'Descartar',
  'theme.toggle': 'Cambiar entre tema claro y oscuro',
} satisfies Partial<Record<KernelMessageKey, string>>

/**
 * The one typed event map. Plugins add their events by declaration merging:
 *
 * @example
 * declare module '@keyport/kernel' {
 *   interface KeyportEvents {
 *     'swap:quote-updated': { from: string; to: string }
 *   }
 * }
 */
export interface KeyportEvents {
  'kernel:started': { plugins: readonly string[] }
  'kernel:disposed': undefined
  'modal:opened': { view: string }
  'modal:closed': undefined
  'modal:close-refused': { view: string }
  'router:navigated': { view: string; action: 'push' | 'replace' | 'back' | 'reset' }
}

export type EventName = keyof KeyportEvents & string

/** One line of `keyport doctor`'s report. A 'problem' makes it exit with code 1. */
export type Check = {
  section: 'config' | 'services' | 'stack'
  status: 'ok' | 'problem' | 'note'
  /** What was checked, or what is wrong. */
  text: string
  /** How to fix it (problems). */
  fix?: string
}

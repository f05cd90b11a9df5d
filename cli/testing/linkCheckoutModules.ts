import { mkdirSync, readdirSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { keyportCheckout } from '../utils/templatesDir.ts'

/**
 * Gives a generated app or workspace in a temp folder a `node_modules` of links into the
 * checkout's, as `npm install` would resolve them, without installing anything: tests stay fast
 * and offline. `extra` links more packages, or replaces a `@keyport/*` one.
 *
 * @example
 * linkCheckoutModules(appDir)
 * linkCheckoutModules(workspaceDir, { '@keyport/token-gate': join(workspaceDir, 'plugins/token-gate') })
 */
export function linkCheckoutModules(dir: string, extra: Readonly<Record<string, string>> = {}) {
  const source = join(keyportCheckout, 'node_modules')
  const target = join(dir, 'node_modules')
  mkdirSync(join(target, '@keyport'), { recursive: true })
  for (const name of readdirSync(source))
    if (name !== '@keyport' && name !== '.package-lock.json')
      symlinkSync(join(source, name), join(target, name))
  for (const name of readdirSync(join(source, '@keyport')))
    if (!(`@keyport/${name}` in extra))
      symlinkSync(join(source, '@keyport', name), join(target, '@keyport', name))
  for (const [name, path] of Object.entries(extra)) symlinkSync(path, join(target, name))
}

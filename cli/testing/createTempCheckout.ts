import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { keyportCheckout } from '../utils/templatesDir.ts'
import { linkCheckoutModules } from './linkCheckoutModules.ts'

/**
 * A throw-away Keyport checkout in a temp folder: the root manifest and configs, the sandbox's
 * sources, an empty `plugins/`, copies of the kernel and of the connect plugin (in `connect/`,
 * outside `plugins/`), and `node_modules` linked to this checkout's. `keyport new plugin` runs in it as in the real one, and its output can be
 * typechecked, linted and tested there.
 *
 * @example
 * const root = createTempCheckout()
 * await runCli(['new', 'plugin', 'token-gate', '--no-install'], { cwd: root })
 */
export function createTempCheckout(): string {
  const root = mkdtempSync(join(tmpdir(), 'keyport-checkout-'))
  mkdirSync(join(root, 'scripts', 'build'), { recursive: true })
  // vitest.config.ts turns on the source condition with these (`@keyport/source`).
  const configs = ['sourceResolve.ts', 'withSourceCondition.ts', 'publishedExports.ts'].map(
    (file) => `scripts/build/${file}`,
  )
  for (const file of ['package.json', 'tsconfig.json', 'vitest.config.ts', ...configs])
    cpSync(join(keyportCheckout, file), join(root, file))
  // Biome reads .gitignore through git; the temp folder is no repository.
  const biome = JSON.parse(readFileSync(join(keyportCheckout, 'biome.json'), 'utf8'))
  writeFileSync(join(root, 'biome.json'), JSON.stringify({ ...biome, vcs: { enabled: false } }))
  mkdirSync(join(root, 'plugins'))
  // vitest.config.ts runs its global setup (database template, chain snapshot) only where the
  // file exists; this checkout has no servers, so its generated plugins' tests run without it.
  cpSync(join(keyportCheckout, 'sandbox', 'src'), join(root, 'sandbox', 'src'), { recursive: true })
  cpSync(join(keyportCheckout, 'sandbox', 'package.json'), join(root, 'sandbox', 'package.json'))
  // A copy, not a link: the kernel's types must be one set of files, resolved from in here.
  cpSync(join(keyportCheckout, 'kernel'), join(root, 'kernel'), {
    recursive: true,
    filter: (path) => !/\/(node_modules|dist)(\/|$)/.test(path),
  })
  // Connect too (generated plugins add an Account-view action through it): a link to this
  // checkout's would resolve its own kernel, a second set of types and React contexts.
  cpSync(join(keyportCheckout, 'plugins', 'connect'), join(root, 'connect'), {
    recursive: true,
    filter: (path) => !/\/(node_modules|dist)(\/|$)/.test(path),
  })
  linkCheckoutModules(root, {
    '@keyport/kernel': join(root, 'kernel'),
    '@keyport/connect': join(root, 'connect'),
  })
  return root
}

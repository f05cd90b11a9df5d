import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isCheckout } from './findCheckout.ts'

/** This CLI's own folder (`cli/` in a checkout, `node_modules/@keyport/cli` when installed). */
export const cliDir = join(dirname(fileURLToPath(import.meta.url)), '..')
/** The folder above the CLI: in a checkout, the checkout (tests and checkout-only tools use it). */
export const keyportCheckout = join(cliDir, '..')
/** The Keyport checkout this CLI runs in; undefined when it was installed from a registry or a tarball. */
export const cliCheckout: string | undefined = isCheckout(keyportCheckout)
  ? keyportCheckout
  : undefined

/** Where `keyport new <kind>` copies from: real files that pass lint, typecheck and tests. */
export const templatesDir = (kind: 'plugin' | 'app') => join(cliDir, 'templates', kind)

/** The app templates of `keyport new app --template`, each one of the checkout's example apps. */
export const appTemplates = { vite: 'vite-react18', next: 'next' } as const

export type AppTemplate = keyof typeof appTemplates

/**
 * Where `keyport new app --template <template>` copies the app from: the example app itself
 * (`examples/<name>`) in a checkout; in an installed CLI, the copy its package took along when it
 * was packed (`dist/examples/<template>`, written by `scripts/copyExamples.ts`).
 *
 * @example
 * exampleDir('next') // '/work/keyport/examples/next'
 */
export function exampleDir(template: AppTemplate, checkout = cliCheckout): string {
  return checkout
    ? join(checkout, 'examples', appTemplates[template])
    : join(cliDir, 'dist', 'examples', template)
}

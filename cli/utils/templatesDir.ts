import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** This CLI's own folder (`cli/`), and the Keyport checkout it belongs to. */
export const cliDir = join(dirname(fileURLToPath(import.meta.url)), '..')
export const keyportCheckout = join(cliDir, '..')

/** Where `keyport new <kind>` copies from: real files that pass lint, typecheck and tests. */
export const templatesDir = (kind: 'plugin' | 'app') => join(cliDir, 'templates', kind)

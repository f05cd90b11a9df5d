import type { CliContext } from '../context.ts'
import { cliCheckout } from './templatesDir.ts'
import { checkoutVersions, readTestedVersions, type TestedVersions } from './testedVersions.ts'

/** Where a command finds Keyport: the checkout the CLI runs in, if any, and the versions to pin. */
export type KeyportSource = {
  /** The checkout; undefined for a CLI installed outside one (from a registry or a tarball). */
  checkout?: string
  versions: TestedVersions
}

/**
 * The context's Keyport source, or this CLI's own: inside a checkout its manifests, outside one
 * the versions the build shipped with the CLI (`dist/tested-versions.json`).
 *
 * @example
 * keyportSource(context).versions.tools.vite // '8.3.8'
 */
export function keyportSource(context: Pick<CliContext, 'keyport'>): KeyportSource {
  if (context.keyport) return context.keyport
  return cliCheckout
    ? { checkout: cliCheckout, versions: checkoutVersions(cliCheckout) }
    : { versions: readTestedVersions() }
}

import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { CheckoutNotFoundError } from '../errors.ts'

/** Whether `dir` is a Keyport checkout: its package.json lists the `plugins/*` workspace. */
export function isCheckout(dir: string): boolean {
  const manifest = join(dir, 'package.json')
  if (!existsSync(manifest)) return false
  try {
    const { workspaces } = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown }
    return Array.isArray(workspaces) && workspaces.includes('plugins/*')
  } catch {
    return false
  }
}

/**
 * The Keyport checkout at or above `from`: the nearest folder whose package.json lists the
 * `plugins/*` workspace. Throws `CheckoutNotFoundError` (exit code 4) when there is none.
 *
 * @example
 * findCheckout('/work/keyport/plugins/swap') // '/work/keyport'
 */
export function findCheckout(from: string): string {
  let dir = resolve(from)
  for (;;) {
    if (isCheckout(dir)) return dir
    const parent = dirname(dir)
    if (parent === dir) throw new CheckoutNotFoundError(resolve(from))
    dir = parent
  }
}

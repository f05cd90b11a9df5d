import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CliError } from '../errors.ts'
import { exitCodes } from '../exitCodes.ts'
import { workspacePackages } from './workspacePackages.ts'

type Manifest = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }

const read = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest

/**
 * The exact version a Keyport checkout pins for a package (its root dev tooling first, then any
 * workspace's dependencies), so a generated app runs on what Keyport is tested with.
 *
 * @example
 * dependencyVersion('/work/keyport', 'react') // '19.3.1'
 */
export function dependencyVersion(checkout: string, name: string): string {
  for (const dir of [checkout, ...workspacePackages(checkout).values()]) {
    const { dependencies = {}, devDependencies = {} } = read(dir)
    const version = devDependencies[name] ?? dependencies[name]
    if (version) return version
  }
  throw new CliError(`The Keyport checkout pins no version of ${name}.`, exitCodes.internal, {
    details: `Looked in ${checkout}/package.json and its workspaces.`,
  })
}

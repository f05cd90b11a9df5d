import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runCommand } from '../../../cli/utils/runCommand.ts'
import type { PackedPackage } from './packPackages.ts'

type AppManifest = {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  overrides?: Record<string, string>
}

/**
 * Points a generated app's `@keyport/*` entries at the tarballs, as if they came from a registry:
 * each range must be the caret of the packed version (what the registry would serve), and
 * `overrides` sends the packages' own `@keyport/*` dependencies to the tarballs too. Throws when a
 * range is not the packed version's, or names a package that was not packed.
 *
 * @example
 * standInForRegistry(manifest, packed).dependencies['@keyport/kernel'] // 'file:/tmp/…/keyport-kernel-0.1.0.tgz'
 */
export function standInForRegistry(
  manifest: AppManifest,
  packed: readonly PackedPackage[],
): AppManifest {
  const byName = new Map(packed.map((pkg) => [pkg.name, pkg]))
  const rewrite = (entries: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(entries).map(([name, range]) => {
        if (!name.startsWith('@keyport/')) return [name, range]
        const pkg = byName.get(name)
        if (!pkg) throw new Error(`The app depends on ${name}, which was not packed.`)
        if (range !== `^${pkg.version}`)
          throw new Error(`The app asks for ${name}@${range}, not the packed ^${pkg.version}.`)
        return [name, `file:${pkg.tarball}`]
      }),
    )
  return {
    ...manifest,
    dependencies: rewrite(manifest.dependencies),
    devDependencies: rewrite(manifest.devDependencies),
    overrides: Object.fromEntries(packed.map((pkg) => [pkg.name, `file:${pkg.tarball}`])),
  }
}

/**
 * Runs the installed `keyport` (from the packed CLI, outside any checkout) as a new user would:
 * `keyport new app` must take the registry by default and refuse `--packages workspace`; the app
 * is then installed with the tarballs standing in for the registry, built (`npm run build`: tsc
 * strict and vite build) and linted. Throws with the output when a step fails.
 *
 * @example
 * await checkNewApp({ keyport: 'app/node_modules/.bin/keyport', dir: '/tmp/new-app', packed, env })
 */
export async function checkNewApp({
  keyport,
  dir,
  packed,
  env,
}: {
  keyport: string
  dir: string
  packed: readonly PackedPackage[]
  env: NodeJS.ProcessEnv
}): Promise<string> {
  const cwd = join(dir, '..')
  const run = async (command: string, args: string[], where = cwd) => {
    const result = await runCommand({ command, args, cwd: where, env })
    if (result.code !== 0)
      throw new Error(`${command} ${args.join(' ')} failed in ${where}:\n${result.output}`)
    return result.output
  }
  const refused = await runCommand({
    command: keyport,
    args: ['new', 'app', `${dir}-workspace`, '--yes', '--no-install', '--packages', 'workspace'],
    cwd,
    env,
  })
  if (refused.code !== 2 || !refused.output.includes('there is no workspace to link'))
    throw new Error(
      `keyport new app --packages workspace outside a checkout exited ${refused.code}:\n${refused.output}`,
    )
  if (existsSync(`${dir}-workspace`)) throw new Error('The refused app left a folder behind.')

  await run(keyport, ['new', 'app', dir, '--yes', '--no-install', '--plugins', 'swap'])
  const file = join(dir, 'package.json')
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as AppManifest
  writeFileSync(file, `${JSON.stringify(standInForRegistry(manifest, packed), null, 2)}\n`)
  await run(
    'npm',
    [
      'install',
      '--ignore-scripts',
      '--no-package-lock',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel',
      'error',
    ],
    dir,
  )
  await run('npm', ['run', 'build'], dir)
  await run('npm', ['run', 'lint'], dir)
  return 'keyport new app (registry by default) installs from the tarballs, builds and lints'
}

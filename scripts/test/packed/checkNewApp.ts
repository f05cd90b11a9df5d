import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runCommand } from '../../../cli/utils/runCommand.ts'
import type { cpuSlots } from './cpuSlots.ts'
import { offlineInstallArgs, type PackedPackage } from './packPackages.ts'

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

/** What each template's app is made with and how heavy its build is (Next.js takes every core). */
const templates = {
  vite: { args: ['--plugins', 'swap'], buildWeight: 1 },
  next: { args: [], buildWeight: 2 },
} as const

/**
 * Runs the installed `keyport` (from the packed CLI, outside any checkout) as a new user would:
 * `keyport new app` must take the registry by default and refuse `--packages workspace`; then one
 * app per template (`--template vite` and `next`) is installed with the tarballs standing in for
 * the registry, built (`npm run build`: tsc strict and vite build, or next build), linted and
 * tested (`npm test`, its own tests). The CPU-bound steps take `cpu` slots. Throws with the output
 * when a step fails.
 *
 * @example
 * await checkNewApp({ keyport: 'app/node_modules/.bin/keyport', dir: '/tmp/new-app', packed, env, cpu })
 */
export async function checkNewApp({
  keyport,
  dir,
  packed,
  env,
  cpu,
}: {
  keyport: string
  dir: string
  packed: readonly PackedPackage[]
  env: NodeJS.ProcessEnv
  cpu: ReturnType<typeof cpuSlots>
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

  const times = await Promise.all(
    (Object.keys(templates) as Array<keyof typeof templates>).map(async (template) => {
      const started = performance.now()
      const app = `${dir}-${template}`
      await run(keyport, [
        'new',
        'app',
        app,
        '--yes',
        '--no-install',
        '--template',
        template,
        ...templates[template].args,
      ])
      const file = join(app, 'package.json')
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as AppManifest
      writeFileSync(file, `${JSON.stringify(standInForRegistry(manifest, packed), null, 2)}\n`)
      await run('npm', offlineInstallArgs, app)
      await cpu(() => run('npm', ['run', 'build'], app), templates[template].buildWeight)
      await cpu(() => run('npm', ['run', 'lint'], app))
      await cpu(() => run('npm', ['test'], app))
      return `${template} ${Math.round((performance.now() - started) / 100) / 10} s`
    }),
  )
  return `keyport new app (registry by default) makes a vite and a next app that install from the tarballs, build, lint and pass their tests (${times.join(', ')})`
}

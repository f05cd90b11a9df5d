import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { runCommand } from '../../../cli/utils/runCommand.ts'
import { templateFilter } from '../../../cli/utils/templateFilter.ts'
import { standInForRegistry } from './checkNewApp.ts'
import type { cpuSlots } from './cpuSlots.ts'
import { offlineInstallArgs, type PackedPackage } from './packPackages.ts'

/** The example apps in `examples/`, and how each is checked and built. */
export const examples = {
  next: {
    /** `next build` type-checks the app (tsconfig.json, strict) before it builds. */
    typecheck: undefined,
    build: ['npm', 'run', 'build'],
    /** Next.js builds on every core. */
    buildWeight: 2,
    envPrefix: 'NEXT_PUBLIC_KEYPORT_',
    react: '19',
  },
  'vite-react18': {
    typecheck: ['npm', 'run', 'typecheck'],
    build: ['npx', 'vite', 'build', '--logLevel', 'warn'],
    buildWeight: 1,
    envPrefix: 'VITE_KEYPORT_',
    react: '18.2.0',
  },
} as const

export type ExampleName = keyof typeof examples

/** Where `npm run test:packed` leaves each built example for `npm run test:examples`. */
export const builtExampleDir = (root: string, name: ExampleName) =>
  join(root, '.keyport', 'examples', name)

/** What the built example was pointed at: its browser test checks it is the stack it runs on. */
export type BuiltExample = { name: ExampleName; stack: StackUrls }
export type StackUrls = { projectId: string; api: string; relay: string }

/**
 * Copies `examples/<name>` into `work`, points its `@keyport/*` dependencies at the tarballs
 * (`standInForRegistry`), installs it, type-checks and builds it for the given stack (its
 * `*_KEYPORT_*` variables, which the build writes into the browser's code), then moves the built
 * app to `.keyport/examples/<name>`. Resolves with each step's time; throws with a failed step's
 * output.
 *
 * @example
 * await buildExample({ root, work, name: 'next', packed, env, stack, cpu }) // 'install 21.3 s, …'
 */
export async function buildExample({
  root,
  work,
  name,
  packed,
  env,
  stack,
  cpu,
}: {
  root: string
  work: string
  name: ExampleName
  packed: readonly PackedPackage[]
  env: NodeJS.ProcessEnv
  stack: StackUrls
  cpu: ReturnType<typeof cpuSlots>
}): Promise<string> {
  const example = examples[name]
  const dir = join(work, `example-${name}`)
  cpSync(join(root, 'examples', name), dir, {
    recursive: true,
    filter: templateFilter,
  })
  const file = join(dir, 'package.json')
  writeFileSync(
    file,
    `${JSON.stringify(standInForRegistry(JSON.parse(readFileSync(file, 'utf8')), packed), null, 2)}\n`,
  )
  const buildEnv = {
    ...env,
    [`${example.envPrefix}PROJECT_ID`]: stack.projectId,
    [`${example.envPrefix}API_URL`]: stack.api,
    [`${example.envPrefix}RELAY_URL`]: stack.relay,
    // Next.js sends no telemetry from a test run.
    NEXT_TELEMETRY_DISABLED: '1',
  }
  const times: string[] = []
  const step = async (label: string, [command, ...args]: readonly string[]) => {
    const started = performance.now()
    const result = await runCommand({ command: command!, args, cwd: dir, env: buildEnv })
    if (result.code !== 0)
      throw new Error(
        `${name}: ${[command, ...args].join(' ')} failed in ${dir}:\n${result.output}`,
      )
    times.push(`${label} ${Math.round((performance.now() - started) / 100) / 10} s`)
  }
  await step('install', ['npm', ...offlineInstallArgs])
  const react = JSON.parse(readFileSync(join(dir, 'node_modules/react/package.json'), 'utf8'))
  if (!String(react.version).startsWith(example.react))
    throw new Error(`${name}: installed React ${react.version}, not ${example.react}.`)
  const { typecheck } = example
  if (typecheck) await cpu(() => step('typecheck', typecheck))
  await cpu(() => step('build', example.build), example.buildWeight)
  const kept = builtExampleDir(root, name)
  rmSync(kept, { recursive: true, force: true })
  mkdirSync(join(kept, '..'), { recursive: true })
  renameSync(dir, kept)
  const built: BuiltExample = { name, stack }
  writeFileSync(join(kept, 'keyport-built.json'), `${JSON.stringify(built, null, 2)}\n`)
  if (!existsSync(join(kept, name === 'next' ? '.next' : 'dist')))
    throw new Error(`${name}: the build left no output.`)
  return `React ${react.version}: ${times.join(', ')}`
}

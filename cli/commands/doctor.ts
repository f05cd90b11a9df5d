import { existsSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import type { Service } from '@keyport/stack'
import { services } from '@keyport/stack'
import * as z from 'zod'
import type { CliContext } from '../context.ts'
import { AppConfigNotFoundError } from '../errors.ts'
import type { Check } from '../utils/Check.ts'
import { checkAppConfig } from '../utils/checkAppConfig.ts'
import { loadAppConfig } from '../utils/loadAppConfig.ts'
import { parseOptions } from '../utils/parseOptions.ts'
import { httpOf, probe } from '../utils/probe.ts'
import { cliCheckout } from '../utils/templatesDir.ts'

const doctorOptionsSchema = z.object({
  /** The app's folder. @default the current folder */
  dir: z.string().min(1).default('.'),
  /** The config module, relative to `dir`. @default 'src/keyport.config.ts' */
  config: z.string().min(1).optional(),
  /** Milliseconds each service gets to answer its health check. @default 3000 */
  timeout: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100 ms')
    .max(120_000, 'must be at most 120000 ms')
    .default(3000),
  /** Whose `.env` files to read, as Vite's `--mode`. @default 'development' */
  mode: z
    .string()
    .regex(/^[\w-]+$/, 'must be a mode name like production')
    .default('development'),
  /** Check the local stack's services too. @default true */
  stack: z.boolean().default(true),
})

export type DoctorOptions = z.input<typeof doctorOptionsSchema>
export type DoctorReturnType = { checks: Check[]; problems: Check[] }

/** The services a host app calls, the `.env` variable naming each, and the stack's service. */
const appServices = [
  {
    label: 'data API',
    env: 'VITE_KEYPORT_API_URL',
    service: 'api',
    health: (url: string) => `${url}/health`,
  },
  { label: 'relay', env: 'VITE_KEYPORT_RELAY_URL', service: 'relay' },
  { label: 'secure frame', env: 'VITE_KEYPORT_FRAME_URL', service: 'frame' },
]

// An app's URL for a service and the stack's match by origin: the frame service names its /sdk page.
const sameUrl = (a: string, b: string) => {
  try {
    return new URL(httpOf(a)).origin === new URL(httpOf(b)).origin
  } catch {
    return false
  }
}
const stackHome = cliCheckout ?? 'your Keyport checkout'
const startStack = `Start the local stack: \`npm start\` in ${stackHome}.`

async function checkAppServices(
  env: Record<string, string>,
  stack: readonly Service[],
  timeoutMs: number,
) {
  return Promise.all(
    appServices.map(async ({ label, env: key, service: name, health }): Promise<Check> => {
      const url = env[key]
      if (!url) return { section: 'services', status: 'note', text: `${label}: not set (${key})` }
      const service = stack.find((entry) => entry.name === name)
      const local = service && sameUrl(url, service.url)
      const healthUrl = health ? health(url) : local ? (service.healthUrl ?? service.url) : url
      if (await probe(healthUrl, timeoutMs))
        return { section: 'services', status: 'ok', text: `${label}  ${url}` }
      const fix = local
        ? startStack
        : service
          ? `Set ${key}=${service.url} in .env: the local stack's ${name} runs there.`
          : `Check that ${url} is up and reachable from here, or change ${key} in .env.`
      return {
        section: 'services',
        status: 'problem',
        text: `${label} at ${url} does not answer (${key}).`,
        fix,
      }
    }),
  )
}

async function checkStack(
  stack: readonly Service[],
  required: boolean,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
) {
  const offset = env.KEYPORT_PORT_OFFSET
    ? ` with KEYPORT_PORT_OFFSET=${env.KEYPORT_PORT_OFFSET}`
    : ''
  const answers = await Promise.all(
    stack.map((service) => probe(service.healthUrl ?? service.url, timeoutMs)),
  )
  const someUp = answers.some(Boolean)
  return stack.map((service, index): Check => {
    if (answers[index])
      return { section: 'stack', status: 'ok', text: `${service.name}  ${service.url}` }
    const text = `${service.name} at ${service.url} does not answer${service.healthUrl ? ` ${service.healthUrl}` : ''}.`
    if (!required)
      return {
        section: 'stack',
        status: 'note',
        text: `${text} (the app does not use the local stack)`,
      }
    const fix = someUp
      ? `The stack runs without it: \`npm start -- --verbose\` in ${stackHome} shows why ${service.name} stopped.`
      : `${startStack.slice(0, -1)}${offset}.`
    return { section: 'stack', status: 'problem', text, fix }
  })
}

const headings: Record<Check['section'], string> = {
  config: 'Config',
  services: 'Services the app calls (.env)',
  stack: 'Local stack (server/stack/services.ts)',
}
const indent = (text: string, spaces: number) => text.replaceAll('\n', `\n${' '.repeat(spaces)}`)
const marks: Record<Check['status'], string> = { ok: '✓', problem: '✗', note: '-' }

/**
 * `keyport doctor`: checks a host app's Keyport config against the kernel's schema (and starts
 * a kernel with it), the services its `.env` names, and each service of the local stack; prints
 * what is wrong and how to fix it. Without an app config it checks the stack alone.
 *
 * @example
 * const { problems } = await doctor({ dir: 'my-app' }, context) // exit code 1 when problems
 */
export async function doctor(input: DoctorOptions, context: CliContext): Promise<DoctorReturnType> {
  const options = parseOptions(doctorOptionsSchema, input, { help: 'keyport doctor --help' })
  const root = resolve(context.cwd, options.dir)
  const file = resolve(root, options.config ?? join('src', 'keyport.config.ts'))
  if (options.config && !existsSync(file)) throw new AppConfigNotFoundError(file)
  const shown = relative(context.cwd, file) || file
  // The stack's services are named in fixes even with --no-stack, which only skips probing them.
  const stack = services(context.env)
  const checks: Check[] = []
  let env: Record<string, string> | undefined

  if (existsSync(file)) {
    try {
      const loaded = await loadAppConfig(root, file, options.mode)
      env = loaded.env
      const stackApiUrl = stack.find((service) => service.name === 'api')?.url
      checks.push(...checkAppConfig({ ...loaded, file: shown, stackApiUrl }))
    } catch (error) {
      const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)
      const variable = /VITE_KEYPORT_\w+/.exec(message)?.[0]
      checks.push({
        section: 'config',
        status: 'problem',
        text: `${shown} could not be loaded: ${message}`,
        fix: variable
          ? `Set ${variable} in .env${options.mode === 'development' ? '' : `.${options.mode}`}; \`keyport doctor\` then checks that it answers.`
          : 'Run `npm run typecheck` in the app and fix what it reports.',
      })
    }
  } else {
    checks.push({
      section: 'config',
      status: 'note',
      text: `no app config at ${shown}: checking the local stack only`,
    })
  }
  if (env) checks.push(...(await checkAppServices(env, stack, options.timeout)))
  const usesStack =
    !env ||
    appServices.some(({ env: key, service }) => {
      const url = env?.[key]
      const running = stack.find((entry) => entry.name === service)
      return Boolean(url && running && sameUrl(url, running.url))
    })
  if (options.stack)
    checks.push(...(await checkStack(stack, usesStack, context.env, options.timeout)))

  for (const section of ['config', 'services', 'stack'] as const) {
    const lines = checks.filter((check) => check.section === section)
    if (lines.length === 0) continue
    context.out(`${headings[section]}${section === 'config' ? `  ${shown}` : ''}`)
    for (const check of lines) {
      context.out(`  ${marks[check.status]} ${indent(check.text, 4)}`)
      if (check.fix) context.out(`      → ${indent(check.fix, 8)}`)
    }
  }
  const problems = checks.filter((check) => check.status === 'problem')
  context.out(
    problems.length === 0
      ? '\nNo problems found.'
      : `\n${problems.length} problem${problems.length === 1 ? '' : 's'} found.`,
  )
  return { checks, problems }
}

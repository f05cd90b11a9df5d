import type { KeyportOptions, Plugin } from '@keyport/kernel'
import * as z from 'zod/mini'
import type { Check } from './Check.ts'
import type { AppKernel } from './loadAppConfig.ts'

/** Options an app made by `keyport new app` reads from `.env`, and the variable for each. */
const envOf: Readonly<Record<string, string>> = {
  projectId: 'VITE_KEYPORT_PROJECT_ID',
  apiUrl: 'VITE_KEYPORT_API_URL',
  frameUrl: 'VITE_KEYPORT_FRAME_URL',
}

const isPlugin = (value: unknown): value is Plugin =>
  typeof value === 'object' && value !== null && (value as Plugin).kind === 'keyport-plugin'

function fixFor(path: string, file: string, stackApiUrl: string | undefined): string {
  const key = path.split('.')[0] ?? ''
  if (key === 'apiUrl' && envOf.apiUrl)
    return `Set ${envOf.apiUrl} in .env to the data API${stackApiUrl ? ` (the local stack's: ${stackApiUrl})` : ''}.`
  if (envOf[key]) return `Set ${envOf[key]} in .env.`
  return `Fix \`${path}\` in ${file}.`
}

export type CheckAppConfigParameters = {
  /** What the app gives `createKeyport`. */
  config: unknown
  /** The app's kernel (`loadAppConfig`), whose schema and start do the checking. */
  kernel: AppKernel
  /** The config file, as the report names it. */
  file: string
  /** The local stack's data API, suggested when `apiUrl` is missing or wrong. */
  stackApiUrl?: string
}

/**
 * Checks a host app's Keyport config (what it gives `createKeyport`): the options against the
 * kernel's schema, then a real kernel start, which checks the plugins' order and requirements
 * and each feature flag against its owner's schema.
 *
 * @example
 * const { config, kernel } = await loadAppConfig(root, file)
 * checkAppConfig({ config, kernel, file: 'src/keyport.config.ts' })
 */
export function checkAppConfig({
  config,
  kernel: { createKernel, keyportOptionsSchema },
  file,
  stackApiUrl,
}: CheckAppConfigParameters): Check[] {
  const problem = (text: string, fix: string): Check => ({
    section: 'config',
    status: 'problem',
    text,
    fix,
  })
  if (typeof config !== 'object' || config === null || Array.isArray(config))
    return [
      problem(
        `${file} has no default export object.`,
        'Default-export what createKeyport gets: `export default { projectId, apiUrl, plugins }`.',
      ),
    ]
  const { plugins = [], ...options } = config as { plugins?: unknown }
  const checks: Check[] = []
  const parsed = z.safeParse(keyportOptionsSchema, options)
  for (const issue of parsed.error?.issues ?? []) {
    const path = issue.path.map(String).join('.')
    checks.push(
      issue.code === 'unrecognized_keys'
        ? problem(
            `${path || 'the config'} ${issue.message}.`,
            `Correct or remove ${issue.keys.map((key) => `'${key}'`).join(', ')} in ${file}; ` +
              'KeyportOptions (@keyport/kernel) lists the options.',
          )
        : problem(`${path} ${issue.message}.`, fixFor(path, file, stackApiUrl)),
    )
  }
  const values = options as KeyportOptions
  if (!values.apiUrl && !parsed.error?.issues.some((issue) => issue.path[0] === 'apiUrl'))
    checks.push(
      problem(
        'apiUrl is not set: the networks and every data call need the data API.',
        fixFor('apiUrl', file, stackApiUrl),
      ),
    )
  if (values.apiUrl && !values.projectId)
    checks.push(
      problem(
        'projectId is not set: the data API refuses calls without one.',
        `${fixFor('projectId', file, stackApiUrl)} The local stack accepts keyport-dev.`,
      ),
    )
  if (!Array.isArray(plugins))
    return [
      ...checks,
      problem(
        'plugins is not a list.',
        `List them in ${file}: plugins: [connectPlugin({ networks })].`,
      ),
    ]
  plugins.forEach((plugin, index) => {
    if (!isPlugin(plugin))
      checks.push(
        problem(
          `plugins[${index}] is not a Keyport plugin.`,
          'Call the factory: `swapPlugin()`, not `swapPlugin`.',
        ),
      )
  })
  if (checks.length > 0) return checks

  try {
    const kernel = createKernel({
      plugins: plugins as Plugin[],
      options: { ...values, logLevel: 'silent', storage: () => undefined },
    }).start()
    checks.push({
      section: 'config',
      status: 'ok',
      text: `the kernel starts with ${kernel.plugins.join(', ') || 'no plugins'}`,
    })
    void kernel.dispose()
  } catch (error) {
    // Duck-typed: the app's KeyportError class is not this CLI's.
    const { shortMessage = String(error), details } = error as {
      shortMessage?: string
      details?: string
    }
    checks.push(problem(shortMessage, details ?? `Fix the plugins or features in ${file}.`))
  }
  return checks
}

import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, join, relative, resolve } from 'node:path'
import { appEndpoint, services } from '@keyport/stack'
import * as z from 'zod'
import type { CliContext } from '../context.ts'
import { OptionInvalidError, TargetNotEmptyError } from '../errors.ts'
import { type AppPlugin, appPlugins } from '../utils/appPlugins.ts'
import {
  httpUrlSchema,
  orNone,
  packageSourceSchema,
  pluginListSchema,
  projectIdSchema,
  relayUrlSchema,
  siwxModeSchema,
  themeSchema,
} from '../utils/appSettingsSchemas.ts'
import { askFor } from '../utils/askFor.ts'
import { copyTemplate } from '../utils/copyTemplate.ts'
import { createRollback } from '../utils/createRollback.ts'
import { type KeyportSource, keyportSource } from '../utils/keyportSource.ts'
import { parseOptions } from '../utils/parseOptions.ts'
import {
  type AppManifest,
  renderEnv,
  renderPackageJson,
  renderPluginsModule,
  renderTypeReferences,
} from '../utils/renderApp.ts'
import { runStep } from '../utils/runStep.ts'
import { templateFilter } from '../utils/templateFilter.ts'
import { type AppTemplate, appTemplates, exampleDir, templatesDir } from '../utils/templatesDir.ts'

const newAppOptionsSchema = z.object({
  /** A new or empty folder. */
  dir: z.string().min(1, 'Name the folder for the app.'),
  /** 'vite' (Vite + React, examples/vite-react18) or 'next' (Next.js App Router with server rendering, examples/next). @default 'vite' */
  template: z
    .enum(Object.keys(appTemplates) as [AppTemplate, ...AppTemplate[]], {
      error: (issue) => `'${String(issue.input)}' is not a template; use vite or next.`,
    })
    .default('vite'),
  /** Comma-separated plugin ids; `connect` and what each needs are added. @default asked, or 'connect' */
  plugins: pluginListSchema().optional(),
  /** @default asked, or 'light' */
  theme: themeSchema.optional(),
  /** Sign in with the wallet: 'off', or the siwx plugin 'optional' or 'required'. @default asked, or 'off' */
  siwx: siwxModeSchema.optional(),
  /** @default 'keyport-dev' (the local stack's) */
  projectId: projectIdSchema.default('keyport-dev'),
  /** @default asked, or the local stack's data API */
  apiUrl: httpUrlSchema.optional(),
  /** The relay, or 'none' (no phone wallets). @default asked, or the local stack's relay when it runs one */
  relayUrl: orNone(relayUrlSchema).optional(),
  /** The secure frame's site, or 'none'. @default asked, or the local stack's secure frame when it runs one */
  frameUrl: orNone(httpUrlSchema).optional(),
  /**
   * Keyport's packages: 'workspace' links this checkout's, 'registry' installs the published ones.
   * The Next.js template takes the registry's only.
   * @default 'workspace' in a checkout with the Vite template, else 'registry'
   */
  packages: packageSourceSchema.optional(),
  /** Ask nothing; take the defaults. @default false */
  yes: z.boolean().default(false),
  /** Run `npm install` in the new app. @default true */
  install: z.boolean().default(true),
})

export type NewAppOptions = z.input<typeof newAppOptionsSchema>

export type NewAppReturnType = { dir: string; plugins: string[]; files: string[] }

/** Adds `connect`, SIWX's plugin and each plugin's requirements, in the catalog's order. */
function withRequirements(
  chosen: readonly AppPlugin[],
  siwx: string,
  catalog: readonly AppPlugin[],
) {
  const ids = new Set(['connect', ...chosen.map((plugin) => plugin.id)])
  if (siwx !== 'off') ids.add('siwx')
  for (const id of [...ids])
    for (const required of catalog.find((plugin) => plugin.id === id)?.requires ?? [])
      ids.add(required)
  return catalog.filter((plugin) => ids.has(plugin.id))
}

/**
 * What changes in the Vite template when the app links this checkout's packages (their TypeScript
 * source, the `@keyport/source` condition) instead of installing them from a registry.
 */
const workspaceReplacements: Readonly<Record<string, string>> = {
  '    "moduleResolution": "Bundler",\n':
    '    "moduleResolution": "Bundler",\n    "customConditions": ["@keyport/source"],\n',
  "Keyport's packages come from the npm registry (`keyport new app --packages registry`).":
    "Keyport's packages are linked from the checkout (`file:` in package.json) until they are\npublished; `vite.config.ts` lets the dev server read them there.",
}

/** Each template's variables for the stack's URLs (`.env`), as its framework hands them to the page. */
const envPrefixes: Readonly<Record<AppTemplate, string>> = {
  vite: 'VITE_KEYPORT_',
  next: 'NEXT_PUBLIC_KEYPORT_',
}

/** The stack's frame service names its SDK page; an app wants the site. */
const frameSite = (url: string | undefined) => (url ? new URL(url).origin : undefined)

function assertEmpty(dir: string) {
  if (!existsSync(dir)) return
  if (!statSync(dir).isDirectory() || readdirSync(dir).length > 0)
    throw new TargetNotEmptyError(dir)
}

/**
 * `keyport new app <dir>`: a host app with Keyport, set up for the local stack: one of the
 * checkout's example apps (`--template vite`, the default, or `next`), with the chosen plugins,
 * theme and URLs. What no option sets is asked for in a terminal, or taken from the defaults
 * (`--yes`, CI).
 *
 * @example
 * await newApp({ dir: 'my-app', plugins: 'connect,swap', yes: true }, context)
 */
export async function newApp(input: NewAppOptions, context: CliContext): Promise<NewAppReturnType> {
  const options = parseOptions(newAppOptionsSchema, input, {
    help: 'keyport new app --help',
    labels: { dir: '<dir>' },
  })
  const source = keyportSource(context)
  const { checkout } = source
  const { template } = options
  const packages = packageSource(options.packages, source, template)
  const dir = resolve(context.cwd, options.dir)
  assertEmpty(dir)
  const asking = options.yes ? { ...context, ask: undefined } : context
  const stack = new Map(services(context.env).map((service) => [service.name, service.url]))
  const catalog = appPlugins(checkout)

  const chosen =
    options.plugins ??
    (await askFor(asking, {
      question: `Plugins, comma-separated (${catalog.map((plugin) => plugin.id).join(', ')})`,
      defaultValue: 'connect',
      schema: pluginListSchema(catalog),
    }))
  const theme =
    options.theme ??
    (await askFor(asking, {
      question: 'Theme: light, dark or system',
      defaultValue: 'light',
      schema: themeSchema,
    }))
  const siwx =
    options.siwx ??
    (await askFor(asking, {
      question: 'Sign in with the wallet (SIWX): off, optional or required',
      defaultValue: 'off',
      schema: siwxModeSchema,
    }))
  const urls = {
    apiUrl:
      options.apiUrl ??
      (await askFor(asking, {
        question: 'Data API URL',
        defaultValue: stack.get('api') ?? '',
        schema: httpUrlSchema,
      })),
    relayUrl:
      options.relayUrl !== undefined
        ? (options.relayUrl ?? undefined)
        : await askOptional(asking, 'Relay URL', stack.get('relay'), relayUrlSchema),
    frameUrl:
      options.frameUrl !== undefined
        ? (options.frameUrl ?? undefined)
        : await askOptional(
            asking,
            'Secure frame site',
            frameSite(stack.get('frame')),
            httpUrlSchema,
          ),
  }
  const plugins = withRequirements(chosen, siwx, catalog)
  if (plugins.some((plugin) => plugin.id === 'email-social') && !urls.frameUrl)
    throw new OptionInvalidError(
      ['--frame-url: email-social logs people in through the secure frame; name its site.'],
      'Pass --frame-url with its site (the local stack runs one), or leave email-social out.',
    )
  const name =
    basename(dir)
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[._-]+/, '') || 'keyport-app'
  const settings = {
    name,
    packages,
    plugins,
    siwx,
    projectId: options.projectId,
    ...urls,
  }
  const fromRegistry = packages === 'registry'
  const stackHome = checkout ?? 'a Keyport checkout'
  const example = exampleDir(template)
  const exampleManifest = JSON.parse(
    readFileSync(join(example, 'package.json'), 'utf8'),
  ) as AppManifest

  const app = appEndpoint(context.env)
  const replace = {
    ...(fromRegistry ? {} : workspaceReplacements),
    [exampleManifest.name]: name,
    "themeMode: 'light'": `themeMode: '${theme}'`,
    'the Keyport checkout (KEYPORT_CHECKOUT_PATH)': checkout
      ? `the Keyport checkout (${checkout})`
      : 'a Keyport checkout',
    KEYPORT_PLUGIN_LIST: plugins.map((plugin) => `\`${plugin.id}\``).join(', '),
    KEYPORT_SIWX_MODE: siwx,
    // Where the local stack's secure frame expects an app made here to serve.
    "host: '127.0.0.1'": `host: '${app.host}'`,
    '--hostname 127.0.0.1': `--hostname ${app.host}`,
    'port: 5180': `port: ${app.port}`,
    '--port 5180': `--port ${app.port}`,
    'http://127.0.0.1:5180': app.url,
    'vite.config.workspace.ts': 'vite.config.ts',
  }
  const rollback = createRollback()
  const files = await rollback.run(async () => {
    rollback.claimFolder(dir)
    // The example app, then what the CLI adds: the README of a generated app, Biome's config and
    // (linking a checkout) the Vite config that reads Keyport's source.
    const written = [
      ...copyTemplate({
        from: example,
        to: dir,
        skip: ['package.json', 'README.md', 'src/plugins.ts'],
        include: templateFilter,
        replace,
      }),
      ...copyTemplate({ from: join(templatesDir('app'), 'common'), to: dir, replace }),
      ...copyTemplate({
        from: join(templatesDir('app'), template),
        to: dir,
        skip: fromRegistry ? ['vite.config.workspace.ts'] : [],
        replace,
      }),
    ]
    const write = (path: string, text: string) => {
      writeFileSync(join(dir, path), text)
      written.push(path)
    }
    write('package.json', renderPackageJson(source, settings, exampleManifest, replace))
    write('.env', renderEnv(checkout, settings, envPrefixes[template]))
    write('src/plugins.ts', renderPluginsModule(plugins, siwx))
    const references =
      fromRegistry || !checkout ? undefined : renderTypeReferences(checkout, plugins)
    if (references) write('src/keyport-env.d.ts', references)
    await runStep({
      step: 'biome check --write',
      command: process.execPath,
      args: [biomeBin(), 'check', '--write', '.'],
      cwd: dir,
      fix: 'Nothing was written. Check that Biome runs: `npx biome --version` where keyport is installed.',
    })
    return [...new Set(written)]
  })
  context.out(`✓ Created ${dir} with ${plugins.map((plugin) => plugin.id).join(', ')}`)

  const where = relative(context.cwd, dir) || '.'
  if (options.install) {
    context.out('… npm install')
    await runStep({
      step: 'npm install',
      command: 'npm',
      args: ['install', '--no-audit', '--no-fund'],
      cwd: dir,
      fix: `The app is complete; only its dependencies are missing. Run \`npm install\` in ${where} yourself.`,
    })
    context.out('✓ Installed its dependencies')
  }
  context.out(
    [
      '',
      'Next:',
      `  npm start                 in ${stackHome}: the local stack`,
      `  cd ${where}${options.install ? '' : ' && npm install'} && ${template === 'next' ? 'npm run dev' : 'npm start'}   the app, on the local stack`,
      ...(template === 'vite'
        ? ['  npm run doctor            checks its config and the stack']
        : []),
    ].join('\n'),
  )
  return { dir, plugins: plugins.map((plugin) => plugin.id), files: files.sort() }
}

/**
 * The package source: as asked, or the workspace in a checkout and the registry outside one; the
 * workspace outside a checkout is refused (exit code 2), as there is nothing to link, and so is
 * the workspace with the Next.js template, which builds Keyport's published JavaScript.
 */
function packageSource(
  asked: 'workspace' | 'registry' | undefined,
  { checkout }: KeyportSource,
  template: AppTemplate,
): 'workspace' | 'registry' {
  if (template === 'next') {
    if (asked === 'workspace')
      throw new OptionInvalidError(
        [
          "--packages workspace: the Next.js template installs Keyport's built packages from a registry; it does not link a checkout's TypeScript source.",
        ],
        'Leave --packages out (registry), or take --template vite to work on Keyport from a checkout.',
      )
    return 'registry'
  }
  if (checkout) return asked ?? 'workspace'
  if (asked === 'workspace')
    throw new OptionInvalidError(
      [
        '--packages workspace: this keyport is installed outside a Keyport checkout, so there is no workspace to link.',
      ],
      'Leave --packages out (registry is the default here), or run the keyport of a checkout: `npx keyport new app` in it.',
    )
  return 'registry'
}

/** Biome's launcher from this CLI's dependencies, run with this Node: in a checkout or installed. */
const biomeBin = () => createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome')

async function askOptional(
  context: CliContext,
  question: string,
  defaultValue: string | undefined,
  schema: z.ZodType<string>,
): Promise<string | undefined> {
  if (!context.ask && !defaultValue) return undefined
  const answer = await askFor(context, {
    question: `${question} ('none' to leave out)`,
    defaultValue: defaultValue ?? 'none',
    schema: orNone(schema),
  })
  return answer ?? undefined
}

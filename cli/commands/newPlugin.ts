import { existsSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { services } from '@keyport/stack'
import * as z from 'zod'
import type { CliContext } from '../context.ts'
import { PluginIdTakenError } from '../errors.ts'
import { caseNames } from '../utils/caseNames.ts'
import { copyTemplate } from '../utils/copyTemplate.ts'
import { createRollback } from '../utils/createRollback.ts'
import { findCheckout } from '../utils/findCheckout.ts'
import { parseOptions } from '../utils/parseOptions.ts'
import { pluginIdSchema } from '../utils/pluginIdSchema.ts'
import { runStep } from '../utils/runStep.ts'
import { templatesDir } from '../utils/templatesDir.ts'
import { sandboxFiles, wireSandbox } from '../utils/wireSandbox.ts'
import { workspacePackages } from '../utils/workspacePackages.ts'

const newPluginOptionsSchema = z.object({
  /** The plugin's id: kebab-case, not reserved, not taken. */
  id: pluginIdSchema,
  /** The Keyport checkout to add it to. @default the checkout at or above the current folder */
  root: z.string().min(1).optional(),
  /** List it in the sandbox (off by default there). @default true */
  sandbox: z.boolean().default(true),
  /** Run `npm install` so the workspace links it and the lock file lists it. @default true */
  install: z.boolean().default(true),
})

export type NewPluginOptions = z.input<typeof newPluginOptionsSchema>

export type NewPluginReturnType = {
  /** The plugin's folder. */
  dir: string
  /** Its files, relative to `dir`. */
  files: string[]
  /** Whether the sandbox lists it. */
  sandbox: boolean
}

/**
 * `keyport new plugin <id>`: copies the plugin template into `plugins/<id>` under the plugin's
 * names, formats it, lists it in the sandbox (off by default) and links the workspace package.
 *
 * @example
 * await newPlugin({ id: 'token-gate' }, context)
 */
export async function newPlugin(
  input: NewPluginOptions,
  context: CliContext,
): Promise<NewPluginReturnType> {
  const options = parseOptions(newPluginOptionsSchema, input, {
    help: 'keyport new plugin --help',
    labels: { id: '<id>' },
  })
  const root = options.root
    ? findCheckout(resolve(context.cwd, options.root))
    : findCheckout(context.cwd)
  const names = caseNames(options.id)
  const dir = join(root, 'plugins', names.kebab)
  if (existsSync(dir)) throw new PluginIdTakenError(names.kebab, `${relative(root, dir)} exists`)
  const owner = workspacePackages(root).get(`@keyport/${names.kebab}`)
  if (owner)
    throw new PluginIdTakenError(
      names.kebab,
      `${relative(root, owner)} is the package @keyport/${names.kebab}`,
    )

  // Until Biome has formatted it all, a failure takes back the folder and the sandbox's edits.
  const rollback = createRollback()
  const { files, sandbox } = await rollback.run(async () => {
    rollback.claimFolder(dir)
    const written = copyTemplate({
      from: templatesDir('plugin'),
      to: dir,
      replace: {
        'plugin-template': names.kebab,
        PluginTemplate: names.pascal,
        pluginTemplate: names.camel,
        'Plugin template': names.title,
      },
    })
    for (const file of sandboxFiles)
      if (existsSync(join(root, file))) rollback.keepFile(join(root, file))
    const listed = options.sandbox
      ? wireSandbox(root, names)
      : { wired: false as const, reason: '--no-sandbox' }
    await runStep({
      step: 'biome check --write',
      command: join(root, 'node_modules', '.bin', 'biome'),
      args: [
        'check',
        '--write',
        dir,
        ...(listed.wired ? listed.files.map((file) => join(root, file)) : []),
      ],
      cwd: root,
      fix: `Nothing was written. Check that Biome runs: \`npx biome --version\` in ${root} (after \`npm ci\`).`,
    })
    return { files: written, sandbox: listed }
  })
  context.out(`✓ Created ${relative(root, dir)} (${files.length} files)`)
  if (sandbox.wired) context.out(`✓ Listed in the sandbox, off by default (${sandbox.files[0]})`)
  else context.err(`! Not listed in the sandbox: ${sandbox.reason}.`)

  if (options.install) {
    context.out('… npm install (links the new workspace package)')
    await runStep({
      step: 'npm install',
      command: 'npm',
      args: ['install', '--no-audit', '--no-fund'],
      cwd: root,
      fix: `${relative(root, dir)} is complete; only its link is missing. Run \`npm install\` in the checkout yourself.`,
    })
    context.out(`✓ Linked @keyport/${names.kebab}`)
  } else {
    context.out(`Run \`npm install\` to link @keyport/${names.kebab} into the workspace.`)
  }

  const sandboxUrl = services(context.env).find((service) => service.name === 'sandbox')?.url
  context.out(
    [
      '',
      'Next:',
      `  npx vitest run ${relative(root, dir)}      its tests`,
      ...(sandbox.wired && sandboxUrl
        ? [`  npm start, then open ${sandboxUrl}/?plugins=${names.kebab}`]
        : []),
    ].join('\n'),
  )
  return { dir, files, sandbox: sandbox.wired }
}

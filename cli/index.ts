// The `keyport` command: this file only wires commander to the commands in ./commands, each a
// zod options schema and a function. Commands load on use, so `--help` answers at once.
import { Command, CommanderError, Option } from 'commander'
import { type CliContext, createProcessContext } from './context.ts'
import { CliError } from './errors.ts'
import { type ExitCode, exitCodes } from './exitCodes.ts'
import { appPluginIds } from './utils/appPlugins.ts'

const exitCodeHelp = `
Exit codes:
  0   done; doctor found nothing wrong
  1   doctor found problems
  2   bad usage: unknown command or option, invalid value
  3   conflict: the folder is not empty, or the plugin id is taken
  4   surroundings: not in a Keyport checkout, npm or biome failed, a file could not be written,
      the data API refused or did not answer
  70  a bug in the CLI`

/**
 * Builds the `keyport` program for one run; commands report their exit code through `done`.
 *
 * @example
 * createProgram(context, (code) => { exitCode = code }).parseAsync(['node', 'keyport', 'doctor'])
 */
export function createProgram(context: CliContext, done: (code: ExitCode) => void): Command {
  const program = new Command('keyport')
    .description('Scaffold Keyport plugins and host apps, and check a setup.')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => context.out(text.trimEnd()),
      writeErr: (text) => context.err(text.trimEnd()),
    })
    .showHelpAfterError('(add --help for the options)')
    .addHelpText('after', exitCodeHelp)

  const create = program
    .command('new')
    .description('Create a plugin in this checkout, or a host app')
    .addHelpText('after', exitCodeHelp)
  create
    .command('plugin')
    .description('Create plugins/<id> from the plugin template and list it in the sandbox')
    .argument('<id>', "the plugin's id, kebab-case (e.g. token-gate)")
    .option('--root <dir>', 'the Keyport checkout (default: the one around the current folder)')
    .option('--no-sandbox', 'do not list the plugin in the sandbox')
    .option('--no-install', 'skip `npm install` (the workspace will not link the plugin yet)')
    .addHelpText('after', exitCodeHelp)
    .action(async (id: string, options: Record<string, unknown>) => {
      const { newPlugin } = await import('./commands/newPlugin.ts')
      await newPlugin({ id, ...options }, context)
      done(exitCodes.ok)
    })
  create
    .command('app')
    .description('Create a host app with Keyport in <dir>: Vite + React, or Next.js')
    .argument('<dir>', 'a new or empty folder')
    .addOption(
      new Option(
        '--template <name>',
        'vite (Vite + React, the default) or next (Next.js App Router, server rendering)',
      ).choices(['vite', 'next']),
    )
    .option('--plugins <ids>', `comma-separated: ${appPluginIds().join(', ')}`)
    .addOption(new Option('--theme <mode>', 'the theme').choices(['light', 'dark', 'system']))
    .addOption(
      new Option('--siwx <mode>', 'sign in with the wallet').choices([
        'off',
        'optional',
        'required',
      ]),
    )
    .option('--project-id <id>', 'the project id the data API accepts')
    .option('--api-url <url>', "the data API (default: the local stack's)")
    .option(
      '--relay-url <url>',
      "the WalletConnect relay, or none (default: the local stack's, if any)",
    )
    .option(
      '--frame-url <url>',
      "the secure frame's site, or none (default: the local stack's, if any)",
    )
    .addOption(
      new Option(
        '--packages <source>',
        "Keyport's packages: links into this checkout, or the published ones",
      ).choices(['workspace', 'registry']),
    )
    .option('-y, --yes', 'ask nothing; take the defaults for what no option sets')
    .option('--no-install', 'skip `npm install` in the new app')
    .addHelpText('after', exitCodeHelp)
    .action(async (dir: string, options: Record<string, unknown>) => {
      const { newApp } = await import('./commands/newApp.ts')
      await newApp({ dir, ...options }, context)
      done(exitCodes.ok)
    })
  program
    .command('sponsorship')
    .description(
      "Show or set a project's gas sponsorship policy, or show what its paymaster spent (the data API, with the project's secret key)",
    )
    .argument('<action>', 'show | set <file> | usage')
    .argument('[file]', 'set: the policy, a JSON file (the format `show` prints)')
    .option('--api <url>', "the data API (default: KEYPORT_API_URL, else the local stack's)")
    .option('--project <id>', 'the project id (default: KEYPORT_PROJECT_ID, else keyport-dev)')
    .option('--secret <key>', "the project's secret key (default: KEYPORT_SECRET_KEY)")
    .addHelpText('after', exitCodeHelp)
    .action(async (action: string, file: string | undefined, options: Record<string, unknown>) => {
      const { sponsorship } = await import('./commands/sponsorship.ts')
      await sponsorship({ action, file, ...options }, context)
      done(exitCodes.ok)
    })
  program
    .command('doctor')
    .description("Check a host app's Keyport config and the local stack's services")
    .option('--dir <dir>', 'the app folder (default: the current folder)')
    .option('--config <file>', 'the config module (default: src/keyport.config.ts)')
    .option('--timeout <ms>', 'how long each service gets to answer its health check')
    .option('--mode <mode>', "whose .env files to read, as Vite's --mode (default: development)")
    .option('--no-stack', "skip the local stack's services")
    .addHelpText('after', exitCodeHelp)
    .action(async (options: Record<string, unknown>) => {
      const { doctor } = await import('./commands/doctor.ts')
      const { problems } = await doctor(options, context)
      done(problems.length > 0 ? exitCodes.problems : exitCodes.ok)
    })
  return program
}

/**
 * Runs `keyport` with process-style arguments and resolves with its exit code; it never throws.
 *
 * @example
 * process.exitCode = await main(process.argv)
 */
export async function main(
  argv: readonly string[],
  context: CliContext = createProcessContext(),
): Promise<ExitCode> {
  let code: ExitCode = exitCodes.ok
  try {
    await createProgram(context, (result) => {
      code = result
    }).parseAsync([...argv])
    return code
  } catch (error) {
    if (error instanceof CommanderError)
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version'
        ? exitCodes.ok
        : exitCodes.usage
    if (error instanceof CliError) {
      context.err(`✗ ${error.shortMessage}`)
      if (error.details) context.err(error.details)
      return error.exitCode
    }
    // The file system said no (a path through a file, no permission, a full disk): the
    // surroundings, not a bug. Commands have taken back what they wrote by then.
    if (isSystemError(error)) {
      context.err(`✗ ${error.message}`)
      context.err('Check the path, its permissions and the free disk space, then run it again.')
      return exitCodes.environment
    }
    context.err(`✗ keyport stopped on an unexpected error; please report it.\n${describe(error)}`)
    return exitCodes.internal
  }
}

function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string'
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error)
}

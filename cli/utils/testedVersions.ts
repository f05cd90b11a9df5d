import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import * as z from 'zod'
import { CliError } from '../errors.ts'
import { exitCodes } from '../exitCodes.ts'
import { dependencyVersion } from './dependencyVersion.ts'
import { cliDir } from './templatesDir.ts'
import { workspacePackages } from './workspacePackages.ts'

/** What a generated app installs besides Keyport, pinned to the versions Keyport is tested with. */
export const appTools = [
  'react',
  'react-dom',
  '@biomejs/biome',
  '@testing-library/react',
  '@testing-library/user-event',
  '@types/node',
  '@types/react',
  '@types/react-dom',
  '@vitejs/plugin-react',
  'jsdom',
  'typescript',
  'vite',
  'vitest',
] as const

export type AppTool = (typeof appTools)[number]

const testedVersionsSchema = z.object({
  /** Each publishable Keyport package's own version, by name. */
  keyport: z.record(z.string().startsWith('@keyport/'), z.string().min(1)),
  /** The exact version of each of `appTools`. */
  tools: z.record(z.enum(appTools), z.string().min(1)),
})

/** The versions a generated app pins: Keyport's packages' own, and the tools Keyport is tested with. */
export type TestedVersions = z.output<typeof testedVersionsSchema>

/** Where the build leaves the versions in the CLI package, for a CLI installed outside a checkout. */
const testedVersionsFile = join(cliDir, 'dist', 'tested-versions.json')

type Manifest = { version?: string; private?: boolean }

/**
 * The versions a checkout holds: each non-private `@keyport/*` workspace's version, and what the
 * checkout pins for each of `appTools` (its root dev tooling first, then its workspaces').
 *
 * @example
 * checkoutVersions('/work/keyport').tools.react // '19.3.1'
 */
export function checkoutVersions(checkout: string): TestedVersions {
  const keyport: Record<string, string> = {}
  for (const [name, dir] of workspacePackages(checkout)) {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest
    if (name.startsWith('@keyport/') && !manifest.private && manifest.version)
      keyport[name] = manifest.version
  }
  const tools = Object.fromEntries(
    appTools.map((name) => [name, dependencyVersion(checkout, name)]),
  )
  return testedVersionsSchema.parse({ keyport, tools })
}

/**
 * Writes `checkoutVersions(checkout)` to `file`; the build ships it in the CLI package.
 *
 * @example
 * writeTestedVersions(root, join(root, 'cli', 'dist', 'tested-versions.json'))
 */
export function writeTestedVersions(checkout: string, file: string): TestedVersions {
  const versions = checkoutVersions(checkout)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(versions, null, 2)}\n`)
  return versions
}

/**
 * The versions an installed CLI was built with, from the file the build wrote. Throws a
 * `CliError` (exit code 70, a broken package) when the file is missing or malformed.
 *
 * @example
 * readTestedVersions().keyport['@keyport/kernel'] // '0.1.0'
 */
export function readTestedVersions(file: string = testedVersionsFile): TestedVersions {
  const broken = (reason: string) =>
    new CliError(
      `This keyport has no valid list of the versions it was built with: ${reason}.`,
      exitCodes.internal,
      {
        details: `Reinstall @keyport/cli, or run keyport from a Keyport checkout (\`npx keyport\` there). Looked in ${file}.`,
      },
    )
  if (!existsSync(file)) throw broken('the file is missing')
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    throw broken('the file is not JSON')
  }
  const result = testedVersionsSchema.safeParse(json)
  if (!result.success) throw broken(result.error.issues.map((issue) => issue.message).join('; '))
  return result.data
}

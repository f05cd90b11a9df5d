import { join } from 'node:path'
import { runCommand } from '../../cli/utils/runCommand.ts'
import { writeTestedVersions } from '../../cli/utils/testedVersions.ts'
import { buildLibrary } from './buildLibrary.ts'
import { libraryPackages } from './libraryPackages.ts'

export type BuiltPackage = { name: string; dir: string; ms: number; undeclared: string[] }

/**
 * Builds every publishable package to `dist/`: the ES modules here, one package after another,
 * and beside them, in a child process, the declarations (tsc, `declarationsMain.ts`). Rejects
 * with tsc's output when the declarations fail. The CLI's `dist/` also gets the versions a new
 * app pins (`dist/tested-versions.json`, cli/utils/testedVersions.ts). Run with `NODE_ENV=production`.
 *
 * @example
 * for (const pkg of await buildPackages(root)) console.log(pkg.name, pkg.undeclared)
 */
export async function buildPackages(
  root: string,
  { log = () => {} }: { log?: (line: string) => void } = {},
): Promise<BuiltPackage[]> {
  const declarations = runCommand({
    command: join(root, 'node_modules', '.bin', 'tsx'),
    args: [join(root, 'scripts', 'build', 'declarationsMain.ts')],
    cwd: root,
  })
  const built: BuiltPackage[] = []
  for (const pkg of libraryPackages(root)) {
    const started = Date.now()
    const undeclared = await buildLibrary(pkg)
    // An installed CLI has no checkout to read: it pins a new app's versions from this file.
    if (pkg.name === '@keyport/cli')
      writeTestedVersions(root, join(pkg.dir, 'dist', 'tested-versions.json'))
    built.push({ name: pkg.name, dir: pkg.dir, ms: Date.now() - started, undeclared })
    log(`  ${pkg.name}: ES modules (${Date.now() - started} ms)`)
  }
  const { code, output } = await declarations
  if (code !== 0) throw new Error(`The declarations failed to build:\n${output}`)
  log(output.trimEnd())
  return built
}

import { join } from 'node:path'
import { runCommand } from '../../../cli/utils/runCommand.ts'

/**
 * Runs the `keyport` binary that the packed `@keyport/cli` installed in `dir`: `keyport --help`
 * loads its built program from the tarball (every command's wiring and the plugin list) and must
 * list the commands. Throws with the output when it fails.
 *
 * @example
 * await checkCli(appDir, env) // 'keyport --help lists new and doctor'
 */
export async function checkCli(dir: string, env: NodeJS.ProcessEnv): Promise<string> {
  const keyport = join(dir, 'node_modules', '.bin', 'keyport')
  const { code, output } = await runCommand({ command: keyport, args: ['--help'], cwd: dir, env })
  const expected = ['Scaffold Keyport plugins and host apps', 'new', 'doctor']
  if (code !== 0 || !expected.every((text) => output.includes(text)))
    throw new Error(`keyport --help exited ${code}, without ${expected.join(', ')}:\n${output}`)
  return 'keyport --help lists new and doctor'
}

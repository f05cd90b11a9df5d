import { StepFailedError } from '../errors.ts'
import { type RunCommandParameters, runCommand } from './runCommand.ts'

export type RunStepParameters = RunCommandParameters & {
  /** What the step does, for the error: 'npm install'. */
  step: string
  /** What to do when it fails. */
  fix: string
}

/**
 * Runs one step of a command (npm install, biome) and resolves with its output; a non-zero exit,
 * or a command that cannot start, rejects with `StepFailedError` (exit code 4) holding the
 * output's last lines.
 *
 * @example
 * await runStep({ step: 'npm install', command: 'npm', args: ['install'], cwd, fix: 'Run npm install yourself.' })
 */
export async function runStep({ step, fix, ...command }: RunStepParameters): Promise<string> {
  const { code, output } = await runCommand(command)
  if (code !== 0) throw new StepFailedError(step, output, fix)
  return output
}

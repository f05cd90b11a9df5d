import { spawn } from 'node:child_process'
import { StepFailedError } from '../errors.ts'

export type RunStepParameters = {
  /** What the step does, for the error: 'npm install'. */
  step: string
  command: string
  args: readonly string[]
  cwd: string
  env?: NodeJS.ProcessEnv
  /** What to do when it fails. */
  fix: string
}

/**
 * Runs a command to completion and resolves with its output; a non-zero exit (or a command that
 * cannot start) rejects with `StepFailedError` (exit code 4) holding the output's last lines.
 *
 * @example
 * await runStep({ step: 'npm install', command: 'npm', args: ['install'], cwd, fix: 'Run npm install yourself.' })
 */
export function runStep({
  step,
  command,
  args,
  cwd,
  env,
  fix,
}: RunStepParameters): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('error', (error) => reject(new StepFailedError(step, error.message, fix)))
    child.once('close', (code) => {
      if (code === 0) resolve(output)
      else reject(new StepFailedError(step, output, fix))
    })
  })
}

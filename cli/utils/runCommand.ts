import { spawn } from 'node:child_process'

export type RunCommandParameters = {
  command: string
  args: readonly string[]
  cwd: string
  /** @default process.env */
  env?: NodeJS.ProcessEnv
}

export type RunCommandReturnType = {
  /** The exit code; -1 when the command could not start. */
  code: number
  /** stdout and stderr, interleaved as they came. */
  output: string
}

/**
 * Runs a command to completion and resolves with its exit code and output; never rejects.
 *
 * @example
 * const { code, output } = await runCommand({ command: 'npm', args: ['test'], cwd: appDir })
 */
export function runCommand({
  command,
  args,
  cwd,
  env,
}: RunCommandParameters): Promise<RunCommandReturnType> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.once('error', (error) => resolve({ code: -1, output: `${output}${error.message}` }))
    child.once('close', (code) => resolve({ code: code ?? -1, output }))
  })
}

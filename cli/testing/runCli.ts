import type { CliContext } from '../context.ts'
import { main } from '../index.ts'
import type { KeyportSource } from '../utils/keyportSource.ts'

export type RunCliParameters = {
  cwd: string
  env?: NodeJS.ProcessEnv
  /** Answers to the questions the command asks, in order; none means nobody can answer. */
  answers?: string[]
  /** Where Keyport comes from, e.g. `{ versions }` alone for a CLI installed outside a checkout. @default this checkout */
  keyport?: KeyportSource
}

/**
 * Runs `keyport <args>` in-process, as the bin would, and returns its exit code, what it
 * printed, and the questions it asked.
 *
 * @example
 * const { code, stderr } = await runCli(['new', 'plugin', 'Bad'], { cwd: checkout })
 */
export async function runCli(
  args: string[],
  { cwd, env = process.env, answers, keyport }: RunCliParameters,
) {
  const stdout: string[] = []
  const stderr: string[] = []
  const questions: string[] = []
  const context: CliContext = {
    cwd,
    env,
    keyport,
    out: (text) => stdout.push(text),
    err: (text) => stderr.push(text),
    ask: answers
      ? async (question) => {
          questions.push(question)
          const answer = answers.shift()
          if (answer === undefined) throw new Error(`No answer left for: ${question}`)
          return answer
        }
      : undefined,
  }
  const code = await main(['node', 'keyport', ...args], context)
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n'), questions }
}

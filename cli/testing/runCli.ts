import type { CliContext } from '../context.ts'
import { main } from '../index.ts'

export type RunCliParameters = {
  cwd: string
  env?: NodeJS.ProcessEnv
  /** Answers to the questions the command asks, in order; none means nobody can answer. */
  answers?: string[]
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
  { cwd, env = process.env, answers }: RunCliParameters,
) {
  const stdout: string[] = []
  const stderr: string[] = []
  const questions: string[] = []
  const context: CliContext = {
    cwd,
    env,
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

import { createInterface } from 'node:readline/promises'
import type { KeyportSource } from './utils/keyportSource.ts'

/** What a command may touch besides its options: injected so tests run commands in-process. */
export type CliContext = {
  /** The folder relative paths start from. */
  cwd: string
  env: NodeJS.ProcessEnv
  /** Progress and results (stdout). */
  out(text: string): void
  /** Problems and warnings (stderr). */
  err(text: string): void
  /** Asks a question and resolves with the answer; absent when nobody can answer (CI, pipes). */
  ask?: (question: string) => Promise<string>
  /**
   * Where Keyport's packages and the pinned versions come from.
   * @default the checkout the CLI runs in, or the versions its build shipped (`keyportSource`)
   */
  keyport?: KeyportSource
}

/**
 * The context of a real run: the process's folder, environment and streams. Questions are asked
 * only when both stdin and stdout are terminals.
 *
 * @example
 * process.exitCode = await main(process.argv, createProcessContext())
 */
export function createProcessContext(): CliContext {
  const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY)
  return {
    cwd: process.cwd(),
    env: process.env,
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    ask: interactive
      ? async (question) => {
          const readline = createInterface({ input: process.stdin, output: process.stdout })
          try {
            return await readline.question(question)
          } finally {
            readline.close()
          }
        }
      : undefined,
  }
}

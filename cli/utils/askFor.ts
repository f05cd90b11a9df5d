import type * as z from 'zod'
import type { CliContext } from '../context.ts'
import { OptionInvalidError } from '../errors.ts'

export type AskForParameters<S extends z.ZodType> = {
  question: string
  /** Taken when the answer is empty. */
  defaultValue: string
  schema: S
}

/**
 * Asks until the answer (or the default, for an empty one) passes `schema`; each bad answer gets
 * its problem printed. Without a way to ask (CI, pipes, `--yes`), the default is taken as is.
 *
 * @example
 * const theme = await askFor(context, { question: 'Theme', defaultValue: 'light', schema: themeSchema })
 */
export async function askFor<S extends z.ZodType>(
  context: CliContext,
  { question, defaultValue, schema }: AskForParameters<S>,
): Promise<z.output<S>> {
  if (!context.ask) {
    const result = schema.safeParse(defaultValue)
    if (result.success) return result.data
    throw new OptionInvalidError(
      [`${question}: no default fits, and there is no terminal to ask in.`],
      'Pass it as an option (see --help).',
    )
  }
  for (;;) {
    const answer = (await context.ask(`${question} (${defaultValue || 'none'}): `)).trim()
    const result = schema.safeParse(answer || defaultValue)
    if (result.success) return result.data
    for (const issue of result.error.issues) context.err(`  ${issue.message}`)
  }
}

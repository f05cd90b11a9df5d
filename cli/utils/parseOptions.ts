import type * as z from 'zod'
import { OptionInvalidError } from '../errors.ts'

const flag = (key: string) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`

/**
 * Validates a command's options with its zod schema; a bad value throws `OptionInvalidError`
 * (exit code 2) with one line per problem, each naming the option (`--api-url`, or the
 * argument's label from `labels`).
 *
 * @example
 * parseOptions(newPluginOptionsSchema, { id: 'Hello' }, { help: 'keyport new plugin --help', labels: { id: '<id>' } })
 * // throws: <id>: 'Hello' is not kebab-case: …
 */
export function parseOptions<S extends z.ZodType>(
  schema: S,
  input: unknown,
  { help, labels = {} }: { help: string; labels?: Record<string, string> },
): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const key = issue.path[0]
    if (typeof key !== 'string') return issue.message
    return `${labels[key] ?? flag(key)}: ${issue.message}`
  })
  throw new OptionInvalidError(problems, `Run \`${help}\` for the options.`)
}

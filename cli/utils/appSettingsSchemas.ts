import * as z from 'zod'
import { type AppPlugin, appPlugins } from './appPlugins.ts'

export const themeSchema = z.enum(['light', 'dark', 'system'], {
  error: (issue) => `'${String(issue.input)}' is not a theme; use light, dark or system.`,
})

export const packageSourceSchema = z.enum(['workspace', 'registry'], {
  error: (issue) =>
    `'${String(issue.input)}' is no package source; use workspace (links into this checkout) or registry (npm).`,
})

export const siwxModeSchema = z.enum(['off', 'optional', 'required'], {
  error: (issue) => `'${String(issue.input)}' is not a SIWX mode; use off, optional or required.`,
})

export const projectIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A project id is 1 to 64 letters, digits, _ or -.')

const url = (protocols: readonly string[], kind: string, example: string) =>
  z.string().superRefine((value, context) => {
    let parsed: URL | undefined
    try {
      parsed = new URL(value)
    } catch {}
    if (
      !parsed ||
      !protocols.includes(parsed.protocol.slice(0, -1)) ||
      parsed.search ||
      parsed.hash
    )
      context.addIssue({
        code: 'custom',
        message: `'${value}' is not ${kind} URL without query, like ${example}.`,
      })
  })

export const httpUrlSchema = url(['http', 'https'], 'an http(s)', 'https://api.example.com')
export const relayUrlSchema = url(['ws', 'wss'], 'a ws(s)', 'wss://relay.example.com')

/**
 * A URL for a service the app may go without, or 'none' (parsed to `null`): the app leaves it out.
 *
 * @example
 * orNone(relayUrlSchema).parse('none') // null
 */
export const orNone = <S extends z.ZodType<string>>(schema: S) =>
  z.union([z.literal('none').transform(() => null), schema])

/**
 * A comma-separated plugin list, parsed into the catalog's plugins. Each unknown id is an issue
 * that lists the ids there are.
 *
 * @example
 * pluginListSchema().parse('swap, connect').map((plugin) => plugin.id) // ['swap', 'connect']
 */
export const pluginListSchema = (catalog: readonly AppPlugin[] = appPlugins()) =>
  z.string().transform((list, context): AppPlugin[] => {
    const ids = [
      ...new Set(
        list
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ]
    const found: AppPlugin[] = []
    for (const id of ids) {
      const plugin = catalog.find((entry) => entry.id === id)
      if (plugin) found.push(plugin)
      else
        context.addIssue({
          code: 'custom',
          message: `'${id}' is not a Keyport plugin; choose from ${catalog.map((entry) => entry.id).join(', ')}.`,
        })
    }
    return found
  })

import * as z from 'zod'

/** Ids a plugin may not take, and why. */
const reservedPluginIds: Readonly<Record<string, string>> = {
  kernel: "the kernel's own services ('kernel.*' tokens) and flags use it",
  keyport: "it is the packages' scope and the command's name",
  modal: "the kernel's modal events ('modal:*') use it",
  router: "the kernel's router events ('router:*') use it",
  'plugin-template': "it is the template's own id (cli/templates/plugin)",
}

/**
 * A new plugin's id: kebab-case (lower-case words of letters and digits, joined by single
 * hyphens, starting with a letter), at most 40 characters, not reserved.
 *
 * @example
 * pluginIdSchema.parse('token-gate') // 'token-gate'
 * pluginIdSchema.safeParse('TokenGate').success // false
 */
export const pluginIdSchema = z.string().superRefine((id, context) => {
  const problem = pluginIdProblem(id)
  if (problem) context.addIssue({ code: 'custom', message: problem })
})

function pluginIdProblem(id: string): string | undefined {
  if (id.length > 40) return `'${id}' is longer than 40 characters.`
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id))
    return (
      `'${id}' is not kebab-case: use lower-case letters and digits in words joined by single ` +
      "hyphens, starting with a letter (e.g. 'token-gate')."
    )
  if (Object.hasOwn(reservedPluginIds, id)) return `'${id}' is reserved: ${reservedPluginIds[id]}.`
  return undefined
}

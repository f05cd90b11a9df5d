// The name rule and zone without zod, so the views can check a name without loading a schema library.

/**
 * The zone every name lives under, like AppKit's `.reown.id`: 'alice' is registered and shown as
 * 'alice.keyport.id'.
 */
export const nameZone = 'keyport.id'

/** Spec §5, word for word, so client and server show the same text. */
export const accountNameRule =
  'Account name: letters, digits and hyphens only, at least 4 characters, no upper limit'

/** Spec §5: letters, digits and hyphens only, at least 4 characters, no upper limit. */
export const accountNamePattern = /^[a-zA-Z0-9-]{4,}$/

/** Why a label breaks the rule: other characters win over length, as they are the harder fix. */
export type AccountNameProblem = 'empty' | 'characters' | 'tooShort'

/**
 * What is wrong with a label (the part before `.keyport.id`), or undefined when it is valid.
 *
 * @example
 * accountNameProblem('alice-01') // undefined
 * accountNameProblem('bob') // 'tooShort'
 * accountNameProblem('bob_smith') // 'characters'
 */
export function accountNameProblem(label: string): AccountNameProblem | undefined {
  if (label === '') return 'empty'
  if (!/^[a-zA-Z0-9-]*$/.test(label)) return 'characters'
  if (!accountNamePattern.test(label)) return 'tooShort'
  return undefined
}

/**
 * The full name for a label: 'Alice' is 'alice.keyport.id'. Names compare without case.
 *
 * @example
 * toFullName('Alice') // 'alice.keyport.id'
 */
export function toFullName(label: string): string {
  return `${label.toLowerCase()}.${nameZone}`
}

/**
 * What the `keyport` command exits with, so scripts can tell outcomes apart. Listed in
 * cli/README.md; a test checks each one.
 *
 * @example
 * if (result.status === exitCodes.conflict) console.log('pick another folder')
 */
export const exitCodes = {
  /** Done; `doctor` found nothing wrong. */
  ok: 0,
  /** `doctor` found problems (it printed each with its fix). */
  problems: 1,
  /** Bad usage: an unknown command or option, or a value that is not valid. */
  usage: 2,
  /** The target exists: a folder that is not empty, a plugin id already taken. */
  conflict: 3,
  /** The surroundings do not fit: not inside a Keyport checkout, a step (npm, biome) failed, a write failed. */
  environment: 4,
  /** A bug in the CLI itself. */
  internal: 70,
} as const

export type ExitCode = (typeof exitCodes)[keyof typeof exitCodes]

/**
 * A problem starting or running the local stack; its message says what to do about it.
 *
 * @example
 * throw new StackError('sandbox: port 5173 is already in use.')
 */
export class StackError extends Error {
  override name = 'StackError' as const
}

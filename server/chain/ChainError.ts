/**
 * A problem starting, deploying or seeding the local chains; the message says what to do.
 *
 * @example
 * throw new ChainError('anvil (chain 1) exited with code 1; last output: ...')
 */
export class ChainError extends Error {
  override name = 'ChainError' as const
}

/**
 * The shape of a registry wallet id (`metamask`, `keyport-test-wallet`), as the data API's
 * `include` and `exclude` query lists accept it. Kept free of zod so the Connect view can check
 * ids before it asks, and the query schema uses the same source.
 */
export const registryWalletIdPattern = /[a-z0-9][a-z0-9-]{0,63}/

const whole = new RegExp(`^${registryWalletIdPattern.source}$`)

/**
 * Whether `id` can be sent in a registry query. Connector ids such as an rdns (`io.metamask`)
 * cannot, and the API would refuse the whole query for one of them.
 *
 * @example
 * isRegistryWalletId('rainbow') // true
 * isRegistryWalletId('io.metamask') // false
 */
export function isRegistryWalletId(id: string): boolean {
  return whole.test(id)
}

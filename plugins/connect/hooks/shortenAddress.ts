/**
 * Shortens an address for display: the first 6 and the last 4 characters.
 *
 * @example
 * shortenAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // '0x7099…79C8'
 */
export function shortenAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`
}

/**
 * Whether two addresses name one account: EVM addresses case-insensitively (EIP-55 only changes
 * case), others, such as Solana's base58 keys, exactly.
 *
 * @example
 * sameAccount('0xabc…', '0xABC…') // true
 * sameAccount('GwAF45zj…', 'gwaf45zj…') // false
 */
export function sameAccount(a: string, b: string): boolean {
  return a.startsWith('0x') && b.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b
}

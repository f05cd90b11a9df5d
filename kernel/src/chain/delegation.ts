/** A `0x`-prefixed hex string, as viem's `Hex` (the kernel does not depend on viem). */
type HexString = `0x${string}`

/**
 * The first three bytes of an EIP-7702 delegation designator: an account whose code is
 * `0xef0100` followed by a 20-byte address is an ordinary account (it has a key and signs with it)
 * that runs that address's code when called. `0xef` starts no deployable contract (EIP-3541).
 */
export const DELEGATION_DESIGNATOR_PREFIX = '0xef0100'

/** `0xef0100` + 40 hex digits: exactly 23 bytes, nothing before or after. */
const designatorPattern = /^0xef0100([0-9a-f]{40})$/i

/**
 * The delegate of an EIP-7702 account: `code` (what `eth_getCode` returned) is a delegation
 * designator → the address it points at, lower-cased; anything else (no code, a contract's code,
 * a truncated or padded designator) → `undefined`.
 *
 * @example
 * delegationOf('0xef0100' + '11'.repeat(20)) // '0x1111…1111'
 * delegationOf('0x6080604052…') // undefined: a contract
 * delegationOf('0x') // undefined: a plain account
 */
export function delegationOf(code: HexString | string | null | undefined): HexString | undefined {
  if (typeof code !== 'string') return undefined
  const match = designatorPattern.exec(code)
  return match ? `0x${match[1]!.toLowerCase()}` : undefined
}

/**
 * Whether `code` is a contract's: non-empty code that is not an EIP-7702 delegation designator.
 * An account with a designator is an EOA with a delegate (its key signs; ecrecover identifies it),
 * so code checks that mean "is this a smart contract?" must use this, not `code !== '0x'`.
 *
 * @example
 * isContractCode('0x6080604052…') // true
 * isContractCode('0xef0100' + '11'.repeat(20)) // false: a delegated EOA
 * isContractCode('0x') // false; isContractCode(undefined) // false
 */
export function isContractCode(code: HexString | string | null | undefined): boolean {
  if (typeof code !== 'string' || code === '' || code.toLowerCase() === '0x') return false
  return delegationOf(code) === undefined
}

/** What an address's code says it is: `'account'` (no code), `'delegated'` (EIP-7702) or `'contract'`. */
export type AccountCodeKind = 'account' | 'delegated' | 'contract'

/**
 * Classifies an address by its code, for display and checks that treat a delegated EOA as an
 * account.
 *
 * @example
 * accountCodeKind('0x') // 'account'
 * accountCodeKind('0xef0100' + '11'.repeat(20)) // 'delegated'
 */
export function accountCodeKind(code: HexString | string | null | undefined): AccountCodeKind {
  if (delegationOf(code)) return 'delegated'
  return isContractCode(code) ? 'contract' : 'account'
}

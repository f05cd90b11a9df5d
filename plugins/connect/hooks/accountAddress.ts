import type { UseAccountReturnType } from './useAccount.ts'

/**
 * The address to show for an account: the 0x address on eip155, the base58 address (the last
 * part of the CAIP-10 id) on Solana.
 *
 * @example
 * accountAddress({ namespace: 'solana', caipAddress: 'solana:5eykt…:oeYf…', … }) // 'oeYf…'
 */
export function accountAddress(
  account: Pick<UseAccountReturnType, 'address' | 'caipAddress' | 'namespace'>,
): string | undefined {
  return account.namespace === 'solana' ? account.caipAddress?.split(':')[2] : account.address
}

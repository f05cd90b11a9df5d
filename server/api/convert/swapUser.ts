import { type Address, getAddress } from 'viem'
import { ApiError } from '../http/ApiError.ts'

/**
 * The plain address of a shape-checked `userAddress` (plain or CAIP-10). A CAIP-10 one on
 * another chain than the swap's is a 400: the client mixed up its networks.
 *
 * @example
 * swapUser('eip155:1:0xf39f…2266', 1) // '0xf39F…2266'
 */
export function swapUser(userAddress: string, chainId: number): Address {
  const parts = userAddress.split(':')
  const address = parts.at(-1) as string
  if (parts.length === 3 && Number(parts[1]) !== chainId)
    throw new ApiError(
      400,
      'user_chain_mismatch',
      `userAddress is on chain ${parts[1]} but the tokens are on chain ${chainId}.`,
    )
  return getAddress(address.toLowerCase())
}

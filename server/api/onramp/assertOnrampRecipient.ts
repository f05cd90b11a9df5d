import { isAddress as isSolanaAddress } from '@solana/kit'
import { ApiError } from '../http/ApiError.ts'
import type { OnrampNetwork } from './onrampNetworks.ts'

const evmAddress = /^0x[0-9a-fA-F]{40}$/

/**
 * Throws a 400 unless `address` can receive on `network`: 0x and 40 hex characters on an EVM
 * chain, base58 text of 32 bytes on Solana. Nothing is ever sent to an address of the other kind.
 *
 * @example
 * assertOnrampRecipient('0xf39f…', solanaNetwork) // throws: '0xf39f… is not a Solana address…'
 */
export function assertOnrampRecipient(address: string, network: OnrampNetwork): void {
  const shown = address.slice(0, 64)
  if (network.namespace === 'solana' && !isSolanaAddress(address))
    throw new ApiError(
      400,
      'invalid_address',
      `${shown} is not a Solana address (base58 text of 32 bytes), so it cannot receive on ${network.name}.`,
    )
  if (network.namespace === 'eip155' && !evmAddress.test(address))
    throw new ApiError(
      400,
      'invalid_address',
      `${shown} is not an EVM address (0x followed by 40 hex characters), so it cannot receive on ${network.name}.`,
    )
}

import {
  type Eip1193Provider,
  isSignature,
  personalSignParams,
  rpcErrorCode,
} from '@keyport/connect'
import { NamesError, SignatureDeclinedError } from '../errors.ts'

/**
 * Asks the wallet to sign `message` with `personal_sign` (EIP-191), as the name service checks it.
 * Rejects with `SignatureDeclinedError` ('Signature declined') when the user refuses, and with
 * 'signatureInvalid' when the answer is not 0x followed by at least 62 hex characters (spec §5).
 *
 * @example
 * const signature = await signRegistrationMessage({ provider, address, message })
 */
export async function signRegistrationMessage({
  provider,
  address,
  message,
}: {
  provider: Eip1193Provider
  address: `0x${string}`
  message: string
}): Promise<`0x${string}`> {
  let signature: unknown
  try {
    signature = await provider.request({
      method: 'personal_sign',
      params: personalSignParams(message, address),
    })
  } catch (error) {
    if (rpcErrorCode(error) === 4001) throw new SignatureDeclinedError(error)
    throw error
  }
  if (!isSignature(signature))
    throw new NamesError(
      'signatureInvalid',
      {},
      { details: `Received ${JSON.stringify(signature)}` },
    )
  return signature
}

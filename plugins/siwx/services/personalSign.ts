import { type Eip1193Provider, isSignature, personalSignParams } from '@keyport/connect'
import { SiwxSignatureInvalidError } from '../errors.ts'

/**
 * Asks the wallet to sign `message` with `personal_sign` (the message hex-encoded as UTF-8, as
 * wallets expect) and checks the answer is a signature: 0x and at least 62 hex characters (spec
 * section 5). Wallet errors, such as the 4001 of a declined prompt, pass through unchanged.
 *
 * @example
 * const signature = await personalSign(provider, { message, address })
 */
export async function personalSign(
  provider: Eip1193Provider,
  { message, address }: { message: string; address: string },
): Promise<`0x${string}`> {
  const answer = await provider.request({
    method: 'personal_sign',
    params: personalSignParams(message, address),
  })
  if (!isSignature(answer))
    throw new SiwxSignatureInvalidError(
      `personal_sign answered ${JSON.stringify(answer)?.slice(0, 80)}, not 0x and hex characters.`,
    )
  return answer
}

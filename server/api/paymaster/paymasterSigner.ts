import { accountAbstractionAccount, accountAbstractionPrivateKey } from '@keyport/stack'
import type { Hex, LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

const privateKey = /^0x[0-9a-fA-F]{64}$/

/**
 * The paymaster service's signing key: `KEYPORT_PAYMASTER_SIGNER_KEY` (0x and 64 hex digits, the
 * verifyingSigner the production KeyportPaymaster was deployed with), else the local stack's dev
 * `paymasterSigner` key, which the local chains' paymaster trusts and no other should.
 *
 * @example
 * const signer = paymasterSignerFromEnv(process.env)
 */
export function paymasterSignerFromEnv(env: NodeJS.ProcessEnv, key?: Hex): LocalAccount {
  const given = key ?? env.KEYPORT_PAYMASTER_SIGNER_KEY
  if (given !== undefined && given !== '' && !privateKey.test(given))
    throw new Error(
      'KEYPORT_PAYMASTER_SIGNER_KEY must be a private key: 0x and 64 hex digits (the verifyingSigner of the deployed KeyportPaymaster).',
    )
  return privateKeyToAccount(
    given ? (given as Hex) : accountAbstractionPrivateKey('paymasterSigner'),
  )
}

/** Whether `signer` is the local stack's dev key, which only the local chains' paymaster trusts. */
export function isDevPaymasterSigner(signer: LocalAccount): boolean {
  return signer.address === accountAbstractionAccount('paymasterSigner').address
}

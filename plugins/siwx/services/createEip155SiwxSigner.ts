import type { Eip1193Provider } from '@keyport/connect'
import { SiwxNoConnectionClientError } from '../errors.ts'
import { personalSign } from './personalSign.ts'
import type { SiwxSigner } from './SiwxSigners.ts'

/**
 * The eip155 signer: `personal_sign` on the connection's EIP-1193 provider, ready while there is
 * one.
 *
 * @example
 * createSiwxSigners([createEip155SiwxSigner(() => connection.provider())])
 */
export function createEip155SiwxSigner(provider: () => Eip1193Provider | undefined): SiwxSigner {
  return {
    namespace: 'eip155',
    ready: () => provider() !== undefined,
    async signMessage({ message, address }) {
      const current = provider()
      if (!current) throw new SiwxNoConnectionClientError()
      return personalSign(current, { message, address })
    },
  }
}

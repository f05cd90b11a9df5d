import { SiwxSignatureInvalidError } from '../errors.ts'
import type { SiwxSigner } from './SiwxSigners.ts'

export type CreateSolanaSiwxSignerParameters = {
  /**
   * The wallet's message signing, as the Wallet Standard's `solana:signMessage` does it: the
   * message's bytes and the account's base58 address in, the 64-byte Ed25519 signature out.
   */
  signMessage(input: { message: Uint8Array; address: string }): Promise<Uint8Array>
  /** False when no Solana wallet is connected. @default always ready */
  ready?: () => boolean
}

/**
 * The Sign-In With Solana signer: has the wallet sign the message's UTF-8 bytes and answers the
 * signature in base58, as the data API checks it. An answer that is not 64 bytes is refused
 * (`SiwxSignatureInvalidError`). The base58 codec loads on first use, so EVM-only apps never
 * fetch it.
 *
 * @example
 * resolve(siwxSignersToken).add(
 *   createSolanaSiwxSigner({
 *     signMessage: async ({ message, address }) => {
 *       const [output] = await wallet.features['solana:signMessage'].signMessage({ account: accountOf(address), message })
 *       return output.signature
 *     },
 *   }),
 * )
 */
export function createSolanaSiwxSigner({
  signMessage,
  ready,
}: CreateSolanaSiwxSignerParameters): SiwxSigner {
  return {
    namespace: 'solana',
    ...(ready ? { ready } : {}),
    async signMessage({ message, address }) {
      const signature = await signMessage({ message: new TextEncoder().encode(message), address })
      if (!(signature instanceof Uint8Array) || signature.length !== 64)
        throw new SiwxSignatureInvalidError(
          `solana:signMessage answered ${signature instanceof Uint8Array ? `${signature.length} bytes` : typeof signature}, not a 64-byte Ed25519 signature.`,
        )
      const { getBase58Decoder } = await import('@solana/codecs-strings')
      return getBase58Decoder().decode(signature)
    },
  }
}

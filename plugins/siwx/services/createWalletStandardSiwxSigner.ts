import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import type { Wallet } from '@wallet-standard/base'
import { SiwxNoConnectionClientError, SiwxSignatureInvalidError } from '../errors.ts'
import { createSolanaSiwxSigner } from './createSolanaSiwxSigner.ts'
import type { SiwxSigner } from './SiwxSigners.ts'

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * The Sign-In With Solana signer of the connected wallet, whatever it is (a browser wallet,
 * WalletConnect, the embedded wallet): every Solana connector presents a Wallet Standard wallet
 * (`connector.solana.wallet`), and this signs through its `solana:signMessage` feature with the
 * wallet's account of the address. A wallet that signed other bytes than the message (a prefix
 * some wallets add) is refused (`SiwxSignatureInvalidError`): the server would refuse it too.
 *
 * @example
 * createWalletStandardSiwxSigner(() => connectors.get(connection.state.connectorId ?? '')?.solana?.wallet)
 */
export function createWalletStandardSiwxSigner(wallet: () => Wallet | undefined): SiwxSigner {
  return createSolanaSiwxSigner({
    ready: () => wallet() !== undefined,
    async signMessage({ message, address }) {
      const current = wallet()
      if (!current) throw new SiwxNoConnectionClientError()
      const feature = (current.features as Partial<SolanaSignMessageFeature>)['solana:signMessage']
      const account = current.accounts.find((candidate) => candidate.address === address)
      if (!feature || !account)
        throw new SiwxNoConnectionClientError(
          `The wallet ${current.name} ${feature ? `has no account ${address}` : 'cannot sign messages (solana:signMessage)'}; reconnect it.`,
        )
      const [output] = await feature.signMessage({ account, message })
      if (output?.signedMessage && !sameBytes(output.signedMessage, message))
        throw new SiwxSignatureInvalidError(
          `${current.name} signed other bytes than the sign-in message.`,
        )
      if (output?.signatureType && output.signatureType !== 'ed25519')
        throw new SiwxSignatureInvalidError(
          `${current.name} answered a ${output.signatureType} signature, not an Ed25519 one.`,
        )
      // What is not a 64-byte signature is refused, with what it was, by createSolanaSiwxSigner.
      return output?.signature as Uint8Array
    },
  })
}

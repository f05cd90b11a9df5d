import type { CaipNetworkId } from '../message/SiwxMessageData.ts'

/**
 * Signs sign-in messages for the accounts of one CAIP-2 namespace with the connected wallet. The
 * siwx plugin brings the eip155 one (`personal_sign`) and the solana one (the connected wallet's
 * `solana:signMessage`); an app replaces one, or adds another namespace's, through
 * `siwxSignersToken` (see `createSolanaSiwxSigner`).
 */
export type SiwxSigner = {
  /** The namespace whose accounts it signs for: `'eip155'`, `'solana'`. */
  namespace: string
  /** False when no wallet of the namespace is there to sign with. @default always ready */
  ready?: () => boolean
  /**
   * Has the wallet sign `message` as `address`. Answers the signature as the data API takes it
   * for the namespace: eip155 0x and hex, solana the 64-byte Ed25519 signature in base58. Wallet
   * errors (a declined prompt) pass through unchanged, so the plugin can tell "declined".
   */
  signMessage(input: { message: string; address: string; chainId: CaipNetworkId }): Promise<string>
}

/** The signers by namespace. See `createSiwxSigners`. */
export interface SiwxSigners {
  /** Adds the signer of its namespace, replacing the one there; returns a remover. */
  add(signer: SiwxSigner): () => void
  get(namespace: string): SiwxSigner | undefined
}

/**
 * The sign-in service's extension point for namespaces: it signs with the signer of the
 * connected chain's namespace, so a Solana (or any) wallet plugs in without siwx knowing it.
 *
 * @example
 * kernel.resolve(siwxSignersToken).add(createSolanaSiwxSigner({ signMessage: wallet.signMessage }))
 */
export function createSiwxSigners(initial: readonly SiwxSigner[] = []): SiwxSigners {
  const signers = new Map(initial.map((signer) => [signer.namespace, signer]))
  return {
    add(signer) {
      signers.set(signer.namespace, signer)
      return () => {
        if (signers.get(signer.namespace) === signer) signers.delete(signer.namespace)
      }
    },
    get: (namespace) => signers.get(namespace),
  }
}

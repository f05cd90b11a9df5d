import { delegationOf } from '@keyport/kernel/chain'
import {
  type Address,
  type Hex,
  isAddressEqual,
  isErc8010Signature,
  type PublicClient,
  parseErc8010Signature,
  recoverAddress,
  zeroAddress,
} from 'viem'

export type VerifyAccountSignatureParameters = {
  /** The account that claims to have signed. */
  address: Address
  /** What was signed (`hashMessage(message)` for EIP-191, the typed-data hash for EIP-712). */
  hash: Hex
  signature: Hex
  /**
   * Delegates whose ERC-1271 `isValidSignature` is trusted for an EIP-7702 delegated account
   * (and for an ERC-8010 signature that would delegate it). @default none: a delegated account
   * signs with its own key only
   */
  trustedDelegates?: readonly Address[]
}

/** ecrecover, where a signature that does not recover (malformed, a wrapped one) is no match. */
async function signedBy(address: Address, hash: Hex, signature: Hex): Promise<boolean> {
  try {
    return isAddressEqual(await recoverAddress({ hash, signature }), address)
  } catch {
    return false
  }
}

const trusts = (trusted: readonly Address[], delegate: Address) =>
  trusted.some((address) => isAddressEqual(address, delegate))

/**
 * Whether `signature` over `hash` is `address`'s, signer first:
 * 1. ecrecover gives `address` → valid, whatever code the address has (an EOA, and an EIP-7702
 *    delegated EOA: its key is still its key);
 * 2. the address has a delegation designator (`0xef0100…`) → its delegate's ERC-1271 counts only
 *    if the delegate is in `trustedDelegates` (none by default): a delegate's `isValidSignature`
 *    could say yes to anything (a drainer, a buggy wallet), and the account's own key can always
 *    sign, so an unknown delegate only adds signers that the account never chose to sign in with;
 * 3. an ERC-8010 signature (an authorization to delegate, wrapped around a signature) likewise
 *    only with a trusted delegate;
 * 4. otherwise ERC-1271 / ERC-6492 on the chain (a deployed or counterfactual smart account).
 * Without a chain client only step 1 runs. A chain that does not answer throws (a 503 for routes).
 *
 * @example
 * const ok = await verifyAccountSignature(chain.client, { address, hash: hashMessage(message), signature })
 */
export async function verifyAccountSignature(
  client: PublicClient | undefined,
  { address, hash, signature, trustedDelegates = [] }: VerifyAccountSignatureParameters,
): Promise<boolean> {
  if (isAddressEqual(address, zeroAddress)) return false
  if (await signedBy(address, hash, signature)) return true
  if (!client) return false

  const delegate = delegationOf(await client.getCode({ address }))
  if (delegate && !trusts(trustedDelegates, delegate)) return false
  if (isErc8010Signature(signature)) {
    const { authorization } = parseErc8010Signature(signature)
    if (!authorization || !trusts(trustedDelegates, authorization.address)) return false
  }
  // The EOA path was step 1: only a contract's (or a trusted delegate's) answer is left.
  return client.verifyHash({ address, hash, signature })
}

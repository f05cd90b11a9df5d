import { devMnemonic } from '@keyport/stack'
import { mnemonicToSeedSync } from '@scure/bip39'
import { type Address, getAddressDecoder } from '@solana/kit'
import { HDKey } from 'micro-key-producer/slip10.js'

/** One dev account: Solana's derivation path, its address and its 32-byte Ed25519 seed. */
export interface SolanaDevAccount {
  path: string
  address: Address
  /** The Ed25519 private key seed; `createKeyPairSignerFromPrivateKeyBytes` makes a signer of it. */
  privateKey: Uint8Array
}

/** How many of the mnemonic's Solana accounts the chain funds, as on the EVM chains. */
const solanaDevAccountCount = 5

/**
 * The dev accounts on Solana's path `m/44'/501'/N'/0'` (what Phantom, Solflare and the Solana CLI
 * derive), by SLIP-0010 Ed25519 derivation (`micro-key-producer`) from the anvil mnemonic.
 *
 * @example
 * const [first] = solanaDevAccounts()
 * first.address // 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
 */
export function solanaDevAccounts(
  count = solanaDevAccountCount,
  mnemonic = devMnemonic,
): SolanaDevAccount[] {
  const master = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic))
  const decoder = getAddressDecoder()
  return Array.from({ length: count }, (_, index) => {
    const path = `m/44'/501'/${index}'/0'`
    const key = master.derive(path)
    return { path, address: decoder.decode(key.publicKeyRaw), privateKey: key.privateKey }
  })
}

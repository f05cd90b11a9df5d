import { mnemonicToSeedSync } from '@scure/bip39'
import { HDKey } from 'micro-key-producer/slip10.js'
import type { Hex } from 'viem'

/** anvil's default mnemonic: the local EVM chains and the local Solana chain fund its accounts. */
export const anvilMnemonic = 'test test test test test test test test test test test junk'

/**
 * The Ed25519 seed of the mnemonic's Solana account #0 (`m/44'/501'/0'/0'`), address
 * `oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96`. Kept as a constant so the browser wallet does not
 * run PBKDF2 on every page; `solanaKeys.test.ts` proves it equals `solanaDevKey(0)`.
 */
export const solanaAccount0Key: Hex =
  '0xa01c67efb5cb8f62f15907a9fcf124c73d2695c8a9a31f21c05742a31ca1dc72'

/**
 * The 32-byte Ed25519 seed of a mnemonic's Solana account N on `m/44'/501'/N'/0'` (the path
 * Phantom, Solflare and the Solana CLI use), by SLIP-0010 through `micro-key-producer`.
 *
 * @example
 * const key = solanaDevKey(1) // anvil mnemonic, account #1
 * await installTestWallet(page, { namespaces: ['solana'], solana: { otherKeys: [key] } })
 */
export function solanaDevKey(index = 0, mnemonic = anvilMnemonic): Hex {
  const key = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive(`m/44'/501'/${index}'/0'`)
  const hex = Array.from(key.privateKey, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `0x${hex}`
}

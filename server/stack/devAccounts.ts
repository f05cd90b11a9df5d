import { bytesToHex, type Hex } from 'viem'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { StackError } from './StackError.ts'

/** anvil's default, so wallets and tests can rely on its well-known keys. */
export const devMnemonic = 'test test test test test test test test test test test junk'

/**
 * Keys outside anvil's ten funded dev accounts (so no e2e spec shares their nonces), from the same
 * mnemonic so they are known offline: index 20 deploys the contracts, 21 is each bundler's utility
 * key (it deploys alto's simulation contracts), 22 each bundler's executor (it sends the bundles),
 * 23 the KeyportPaymaster's verifyingSigner (the data API's paymaster service signs with it; in
 * production KEYPORT_PAYMASTER_SIGNER_KEY replaces it).
 */
export const accountAbstractionKeys = {
  deployer: 20,
  bundlerUtility: 21,
  bundlerExecutor: 22,
  paymasterSigner: 23,
} as const

export function accountAbstractionAccount(role: keyof typeof accountAbstractionKeys): HDAccount {
  return mnemonicToAccount(devMnemonic, { addressIndex: accountAbstractionKeys[role] })
}

/** Private key of a role as hex, for the bundler's command line. */
export function accountAbstractionPrivateKey(role: keyof typeof accountAbstractionKeys): Hex {
  const key = accountAbstractionAccount(role).getHdKey().privateKey
  if (!key) throw new StackError(`No private key for the ${role} account.`)
  return bytesToHex(key)
}

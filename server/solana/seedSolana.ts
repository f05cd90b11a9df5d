import { createHash } from 'node:crypto'
import {
  type Address,
  createKeyPairSignerFromPrivateKeyBytes,
  type KeyPairSigner,
  lamports,
  none,
  some,
} from '@solana/kit'
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system'
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getMintSize,
  getTokenEncoder,
  getTokenSize,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { LiteSVM } from 'litesvm'
import { type SolanaDevAccount, solanaDevAccounts } from './devAccounts.ts'
import {
  solanaDevGrant,
  solanaFaucetLamports,
  solanaUsdcDecimals,
  solanaUsdcMint,
} from './seedPlan.ts'

export interface SolanaSeed {
  accounts: (SolanaDevAccount & { usdcTokenAccount: Address })[]
  usdc: { mint: Address; decimals: number }
  /** Pays `requestAirdrop`s; its key is fixed, so airdrops are real, signed transfers. */
  faucet: KeyPairSigner
}

/**
 * Writes the seeded state straight into the SVM's accounts (no transactions, so it takes a few
 * milliseconds and is the same on every start): the faucet, the USDC mint (6 decimals, the first
 * dev account its mint authority) and every dev account with SOL and a USDC associated token
 * account.
 *
 * @example
 * const seed = await seedSolana(new LiteSVM())
 */
export async function seedSolana(svm: LiteSVM): Promise<SolanaSeed> {
  const devAccounts = solanaDevAccounts()
  const faucetKey = createHash('sha256').update('keyport solana faucet').digest()
  const faucet = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(faucetKey))
  const put = (address: Address, amount: bigint, owner: Address, data = new Uint8Array()) =>
    svm.setAccount({
      address,
      lamports: lamports(amount),
      data,
      programAddress: owner,
      executable: false,
      space: BigInt(data.length),
    })
  const rentFor = (size: number) => svm.minimumBalanceForRentExemption(BigInt(size))

  put(faucet.address, solanaFaucetLamports, SYSTEM_PROGRAM_ADDRESS)
  const supply = solanaDevGrant.usdc * BigInt(devAccounts.length)
  const mint = getMintEncoder().encode({
    mintAuthority: some(devAccounts[0]!.address),
    supply,
    decimals: solanaUsdcDecimals,
    isInitialized: true,
    freezeAuthority: none(),
  })
  put(solanaUsdcMint, rentFor(getMintSize()), TOKEN_PROGRAM_ADDRESS, new Uint8Array(mint))

  const accounts = await Promise.all(
    devAccounts.map(async (account) => {
      put(account.address, solanaDevGrant.lamports, SYSTEM_PROGRAM_ADDRESS)
      const [usdcTokenAccount] = await findAssociatedTokenPda({
        owner: account.address,
        mint: solanaUsdcMint,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      const token = getTokenEncoder().encode({
        mint: solanaUsdcMint,
        owner: account.address,
        amount: solanaDevGrant.usdc,
        delegate: none(),
        state: AccountState.Initialized,
        isNative: none(),
        delegatedAmount: 0n,
        closeAuthority: none(),
      })
      put(usdcTokenAccount, rentFor(getTokenSize()), TOKEN_PROGRAM_ADDRESS, new Uint8Array(token))
      return { ...account, usdcTokenAccount }
    }),
  )
  return { accounts, usdc: { mint: solanaUsdcMint, decimals: solanaUsdcDecimals }, faucet }
}

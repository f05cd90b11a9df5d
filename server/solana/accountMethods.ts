import { type Address, address } from '@solana/kit'
import { z } from 'zod'
import { encodeAccount } from './encodeAccount.ts'
import { defineRpcMethod, withContext } from './rpcMethod.ts'
import { accountConfigSchema, addressSchema, readConfigSchema } from './rpcSchemas.ts'
import type { SolanaLedger } from './SolanaLedger.ts'
import { invalidParams } from './SolanaRpcError.ts'
import { readTokenAccount, tokenProgramIds, uiTokenAmount } from './tokenAccounts.ts'

const accountOrNull = (
  ledger: SolanaLedger,
  key: string,
  config?: z.infer<typeof accountConfigSchema>,
) => {
  const account = ledger.svm.getAccount(address(key))
  return account.exists ? encodeAccount(ledger.svm, account, config) : null
}

const tokenFilterSchema = z.union([
  z.object({ mint: addressSchema }).strict(),
  z.object({ programId: addressSchema }).strict(),
])

/** Balances and accounts, read from the newest state. */
export const accountMethods = {
  getBalance: defineRpcMethod(
    z.tuple([addressSchema, readConfigSchema.optional()]),
    ([key, config], ledger) =>
      withContext(ledger, config, ledger.svm.getBalance(address(key)) ?? 0n),
  ),
  getAccountInfo: defineRpcMethod(
    z.tuple([addressSchema, accountConfigSchema.optional()]),
    ([key, config], ledger) => withContext(ledger, config, accountOrNull(ledger, key, config)),
  ),
  getMultipleAccounts: defineRpcMethod(
    z.tuple([z.array(addressSchema).max(100), accountConfigSchema.optional()]),
    ([keys, config], ledger) =>
      withContext(
        ledger,
        config,
        keys.map((key) => accountOrNull(ledger, key, config)),
      ),
  ),
  getTokenAccountsByOwner: defineRpcMethod(
    z.tuple([addressSchema, tokenFilterSchema, accountConfigSchema.optional()]),
    ([owner, filter, config], ledger) => {
      const programs = 'programId' in filter ? [filter.programId] : tokenProgramIds
      if (!programs.every((program) => tokenProgramIds.includes(program))) {
        throw invalidParams('Invalid param: unrecognized Token program id')
      }
      const value = programs.flatMap((program) =>
        ledger.svm
          .getProgramAccounts(program as Address)
          .filter((account) => {
            const token = readTokenAccount(ledger.svm, account)
            return token?.owner === owner && (!('mint' in filter) || token.mint === filter.mint)
          })
          .map((account) => ({
            pubkey: account.address,
            account: encodeAccount(ledger.svm, account, config),
          })),
      )
      return withContext(ledger, config, value)
    },
  ),
  getTokenAccountBalance: defineRpcMethod(
    z.tuple([addressSchema, readConfigSchema.optional()]),
    ([key, config], ledger) => {
      const token = readTokenAccount(ledger.svm, ledger.svm.getAccount(address(key)))
      if (!token) throw invalidParams('Invalid param: not a Token account')
      return withContext(ledger, config, uiTokenAmount(token.amount, token.decimals))
    },
  ),
}

import { getBase58Decoder, getBase64Decoder } from '@solana/kit'
import type { LiteSVM, TransactionMetadata } from 'litesvm'
import type { AccountKey } from './accountKeys.ts'
import type { InnerInstructions, TokenBalance, TransactionMeta } from './TransactionRecord.ts'
import { readTokenAccount, uiTokenAmount } from './tokenAccounts.ts'

/** Lamports and SPL token balances of a transaction's accounts, before or after it runs. */
export interface BalanceSnapshot {
  balances: bigint[]
  tokenBalances: TokenBalance[]
}

export function snapshotBalances(svm: LiteSVM, keys: AccountKey[]): BalanceSnapshot {
  const tokenBalances: TokenBalance[] = []
  const balances = keys.map((key, accountIndex) => {
    const account = svm.getAccount(key.pubkey)
    const token = readTokenAccount(svm, account)
    if (token) {
      tokenBalances.push({
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: token.programId,
        uiTokenAmount: uiTokenAmount(token.amount, token.decimals),
      })
    }
    return account.exists ? BigInt(account.lamports) : 0n
  })
  return { balances, tokenBalances }
}

/** The parts of `meta` that litesvm's result holds: logs, inner instructions, units, return data. */
export function executionMeta(
  meta: TransactionMetadata,
): Pick<
  TransactionMeta,
  'logMessages' | 'innerInstructions' | 'computeUnitsConsumed' | 'returnData'
> {
  const base58 = getBase58Decoder()
  const innerInstructions: InnerInstructions[] = []
  meta.innerInstructions().forEach((inner, index) => {
    if (inner.length === 0) return
    innerInstructions.push({
      index,
      instructions: inner.map((item) => {
        const instruction = item.instruction()
        return {
          programIdIndex: instruction.programIdIndex(),
          accounts: [...instruction.accounts()],
          data: base58.decode(instruction.data()),
          stackHeight: item.stackHeight(),
        }
      }),
    })
  })
  const returned = meta.returnData()
  const data = returned.data()
  return {
    logMessages: meta.logs(),
    innerInstructions,
    computeUnitsConsumed: meta.computeUnitsConsumed(),
    returnData:
      data.length === 0
        ? null
        : {
            programId: base58.decode(returned.programId()),
            data: [getBase64Decoder().decode(data), 'base64'],
          },
  }
}

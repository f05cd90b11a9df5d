import type { EncodedAccount } from '@solana/kit'
import { getMintDecoder, getMintSize } from '@solana-program/token'
import type { LiteSVM } from 'litesvm'
import { readTokenAccount, tokenProgramIds, uiTokenAmount } from './tokenAccounts.ts'

/**
 * The `jsonParsed` form of an SPL Token mint or token account (what wallets read balances from),
 * or undefined for any other account.
 *
 * @example
 * parseAccountData(svm, account) // { program: 'spl-token', parsed: { type: 'account', info }, space: 165 }
 */
export function parseAccountData(svm: LiteSVM, account: EncodedAccount) {
  if (!tokenProgramIds.includes(account.programAddress)) return undefined
  const program = account.programAddress === tokenProgramIds[0] ? 'spl-token' : 'spl-token-2022'
  const space = account.data.length
  if (space === getMintSize()) {
    const mint = getMintDecoder().decode(account.data)
    if (!mint.isInitialized) return undefined
    const info = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority.__option === 'Some' ? mint.freezeAuthority.value : null,
      isInitialized: true,
      mintAuthority: mint.mintAuthority.__option === 'Some' ? mint.mintAuthority.value : null,
      supply: mint.supply.toString(),
    }
    return { program, parsed: { type: 'mint', info }, space }
  }
  const token = readTokenAccount(svm, account)
  if (!token) return undefined
  const info = {
    isNative: token.isNative !== null,
    mint: token.mint,
    owner: token.owner,
    state: token.state,
    tokenAmount: uiTokenAmount(token.amount, token.decimals),
    ...(token.delegate && {
      delegate: token.delegate,
      delegatedAmount: uiTokenAmount(token.delegatedAmount, token.decimals),
    }),
    ...(token.closeAuthority && { closeAuthority: token.closeAuthority }),
  }
  return { program, parsed: { type: 'account', info }, space }
}

import type { Address, EncodedAccount } from '@solana/kit'
import { getMintDecoder, getMintSize, getTokenDecoder, getTokenSize } from '@solana-program/token'
import type { LiteSVM } from 'litesvm'

/** SPL Token and Token-2022: both keep the same base layout for mints and token accounts. */
export const tokenProgramIds: readonly string[] = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]

export interface TokenAccountInfo {
  mint: Address
  owner: Address
  amount: bigint
  decimals: number
  programId: Address
  state: 'initialized' | 'frozen'
  delegate: Address | null
  delegatedAmount: bigint
  closeAuthority: Address | null
  isNative: bigint | null
}

/** `{ amount, decimals, uiAmount, uiAmountString }`, the RPC's token amount object. */
export function uiTokenAmount(amount: bigint, decimals: number) {
  const text = formatUnits(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text }
}

function formatUnits(amount: bigint, decimals: number): string {
  const padded = amount.toString().padStart(decimals + 1, '0')
  const whole = padded.slice(0, padded.length - decimals)
  const fraction = padded.slice(padded.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** The mint's decimals, or undefined when the address holds no mint. */
function readMintDecimals(svm: LiteSVM, mint: Address): number | undefined {
  const account = svm.getAccount(mint)
  if (!account.exists || !tokenProgramIds.includes(account.programAddress)) return undefined
  if (account.data.length < getMintSize()) return undefined
  return getMintDecoder().decode(account.data.subarray(0, getMintSize())).decimals
}

/** An initialized SPL token account's fields (with its mint's decimals), else undefined. */
export function readTokenAccount(
  svm: LiteSVM,
  account: EncodedAccount | { exists: false },
): TokenAccountInfo | undefined {
  if (!('programAddress' in account) || !tokenProgramIds.includes(account.programAddress)) {
    return undefined
  }
  // An account of exactly a mint's size is a mint; token accounts are 165 bytes or more.
  if (account.data.length < getTokenSize() || account.data[108] === 0) return undefined
  const token = getTokenDecoder().decode(account.data.subarray(0, getTokenSize()))
  const decimals = readMintDecimals(svm, token.mint)
  if (decimals === undefined) return undefined
  const option = <T>(value: { __option: 'Some'; value: T } | { __option: 'None' }) =>
    value.__option === 'Some' ? value.value : null
  return {
    mint: token.mint,
    owner: token.owner,
    amount: token.amount,
    decimals,
    programId: account.programAddress,
    state: token.state === 2 ? 'frozen' : 'initialized',
    delegate: option(token.delegate),
    delegatedAmount: token.delegatedAmount,
    closeAuthority: option(token.closeAuthority),
    isNative: option(token.isNative),
  }
}

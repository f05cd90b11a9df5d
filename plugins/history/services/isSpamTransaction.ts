import type { Transaction } from '../schemas.ts'

/**
 * Spec §5: a transaction is spam when every transfer in it is an NFT flagged as spam. One with no
 * transfers at all (an approval, a call that reverted) is not: AppKit's `every` over an empty
 * list drops those too, which hides real activity.
 *
 * @example
 * isSpamTransaction({ transfers: [{ nft_info: { flags: { is_spam: true } } }] }) // true
 */
export function isSpamTransaction({ transfers }: Pick<Transaction, 'transfers'>): boolean {
  return transfers.length > 0 && transfers.every((t) => t.nft_info?.flags.is_spam === true)
}

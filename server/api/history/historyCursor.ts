import * as z from 'zod'
import { ApiError } from '../http/ApiError.ts'

/** Where a history page ended: the last row's sort key (newest first). */
export type HistoryPosition = {
  minedAt: number
  chainId: number
  blockNumber: string
  txIndex: number
}

const positionSchema = z.tuple([
  z.number().int().nonnegative(),
  // An EVM chain id, or a Solana network's negative stored id (storedChainId).
  z
    .number()
    .int()
    .refine((id) => id !== 0),
  z.string().regex(/^\d{1,20}$/),
  z.number().int().nonnegative(),
])

/**
 * The opaque `next` cursor of a history page, and its reading. It is the sort key of the page's
 * last row, so the next page starts right after it even when new transactions arrive meanwhile.
 *
 * @example
 * const next = historyCursor.encode({ minedAt: 1700000000, chainId: 1, blockNumber: '42', txIndex: 0 })
 * historyCursor.decode(next) // the same position
 */
export const historyCursor = {
  encode({ minedAt, chainId, blockNumber, txIndex }: HistoryPosition): string {
    return Buffer.from(JSON.stringify([minedAt, chainId, blockNumber, txIndex])).toString(
      'base64url',
    )
  },
  /** Throws a 400 `ApiError` for a cursor this API did not give out. */
  decode(cursor: string): HistoryPosition {
    let parsed: unknown
    try {
      parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    } catch {
      parsed = undefined
    }
    const checked = positionSchema.safeParse(parsed)
    if (!checked.success)
      throw new ApiError(
        400,
        'invalid_cursor',
        'query.cursor: not a cursor this API gave out. Pass back the `next` of the previous page, or omit it for the first page.',
      )
    const [minedAt, chainId, blockNumber, txIndex] = checked.data
    return { minedAt, chainId, blockNumber, txIndex }
  },
}

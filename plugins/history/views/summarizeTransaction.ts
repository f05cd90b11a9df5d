import type { I18n } from '@keyport/kernel'
import type { Transaction, TransactionTransfer } from '../schemas.ts'

export type TransactionSummary = {
  /** 'Sent', 'Received', 'Swapped', … */
  title: string
  /** What moved ('−0.25 ETH · +740.5 USDC'), or the other side when nothing did. */
  detail: string
  failed: boolean
  /** For the row's icon: which way value went, seen from the account. */
  direction: 'in' | 'out' | 'both' | 'none'
}

const signs = { in: '+', out: '−', self: '' } as const

/** '0x7099…79C8': the start and end of an address, for a list row. */
const shorten = (address: string) =>
  address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`

function amount(i18n: Pick<I18n, 't' | 'formatNumber'>, transfer: TransactionTransfer): string {
  const value = Number(transfer.quantity.numeric)
  const quantity = Number.isFinite(value)
    ? i18n.formatNumber(value, { maximumFractionDigits: 4 })
    : transfer.quantity.numeric
  const symbol = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
  return i18n.t('transactions.amount', { sign: signs[transfer.direction], quantity, symbol })
}

/**
 * The words of one history row: what kind of transaction, what moved, whether it failed.
 *
 * @example
 * summarizeTransaction(transaction, i18n) // { title: 'Sent', detail: '−0.25 ETH', failed: false, direction: 'out' }
 */
export function summarizeTransaction(
  { metadata, transfers }: Transaction,
  i18n: Pick<I18n, 't' | 'formatNumber'>,
): TransactionSummary {
  const ins = transfers.some((t) => t.direction === 'in')
  const outs = transfers.some((t) => t.direction !== 'in')
  const direction = ins && outs ? 'both' : ins ? 'in' : outs ? 'out' : 'none'
  const detail =
    transfers.length > 0
      ? transfers.map((transfer) => amount(i18n, transfer)).join(' · ')
      : metadata.operationType === 'receive'
        ? i18n.t('transactions.from', { address: shorten(metadata.sentFrom) })
        : i18n.t('transactions.to', { address: shorten(metadata.sentTo) })
  return {
    title: i18n.t(`transactions.type.${metadata.operationType}`),
    detail,
    failed: metadata.status === 'failed',
    direction,
  }
}

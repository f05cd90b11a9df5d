import type { Transaction, TransactionTransfer } from '@keyport/history/schemas'

const approveSelector = '0x095ea7b3'

/**
 * What a transaction was for the account looking at it, in Zerion's vocabulary: a Uniswap swap it
 * sent is a 'trade', and so is anything where value went both ways (wrapping ether).
 */
export function operationType({
  account,
  from,
  selector,
  isSwap,
  transfers,
}: {
  account: string
  from: string
  /** The stored 4-byte selector; 'create' for a deployment. */
  selector: string
  isSwap: boolean
  transfers: readonly Pick<TransactionTransfer, 'direction'>[]
}): Transaction['metadata']['operationType'] {
  const sent = account === from
  if (sent && isSwap) return 'trade'
  const ins = transfers.some((t) => t.direction === 'in')
  const outs = transfers.some((t) => t.direction === 'out' || t.direction === 'self')
  if (ins && outs) return 'trade'
  if (outs) return 'send'
  if (ins) return 'receive'
  if (sent && selector === approveSelector) return 'approve'
  if (sent && selector === 'create') return 'deploy'
  return 'execute'
}

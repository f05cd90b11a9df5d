import type { CallsStatusViewer } from '@keyport/connect'
import type { ModalService } from '@keyport/kernel'

/** A call batch as the Activity view shows it (EIP-5792 `wallet_getCallsStatus`). */
export type CallsBatch = {
  id: string
  /** EIP-5792's status code: 1xx pending, 200 confirmed, 4xx/5xx failed or partly failed. */
  status: number
  /** The transactions that carried it, once mined. */
  hashes: readonly `0x${string}`[]
}

const isHash = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

// Read by hand, not with zod: this file is in the host page's first bundle (history's setup).
function readCallsStatus(answer: unknown): { status: number; hashes: `0x${string}`[] } {
  const { status, receipts } = record(answer)
  if (typeof status !== 'number')
    throw new Error('The wallet answered wallet_getCallsStatus without a status.')
  const hashes = (Array.isArray(receipts) ? receipts : [])
    .map((receipt) => record(receipt).transactionHash)
    .filter(isHash)
  return { status, hashes: [...new Set(hashes)] }
}

/** Pending, confirmed or failed, by EIP-5792's status code. */
export const batchOutcome = (status: number) =>
  status < 200 ? 'pending' : status < 300 ? 'confirmed' : 'failed'

/**
 * History's `wallet_showCallsStatus` viewer: asks the wallet for the batch's status (an unknown id
 * rejects with the wallet's own error, 5730) and opens the modal's Activity on it.
 *
 * @example
 * resolve(callsStatusViewersToken).add(createCallsStatusViewer(modal))
 */
export function createCallsStatusViewer(modal: Pick<ModalService, 'open'>): CallsStatusViewer {
  return {
    id: 'history/activity',
    async show(callsId, wallet) {
      const answer = await wallet.request({ method: 'wallet_getCallsStatus', params: [callsId] })
      const { status, hashes } = readCallsStatus(answer)
      modal.open({ view: 'CallsStatus', params: { calls: { id: callsId, status, hashes } } })
    },
  }
}

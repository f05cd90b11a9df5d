import type { Transaction, TransactionTransfer } from '../schemas.ts'

export const account = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const other = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'

/** A transfer as the data API answers it: 0.25 ETH out by default. */
export function fakeTransfer(patch: Partial<TransactionTransfer> = {}): TransactionTransfer {
  return {
    fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: '' } },
    direction: 'out',
    quantity: { numeric: '0.25', int: '250000000000000000', decimals: 18 },
    sender: account,
    recipient: other,
    value: 750,
    price: 3000,
    ...patch,
  }
}

/** An ERC-721 transfer in, flagged as spam or not. */
export function fakeNftTransfer(isSpam: boolean): TransactionTransfer {
  return {
    nft_info: { name: 'Free Mint #1', token_id: '1', flags: { is_spam: isSpam } },
    direction: 'in',
    quantity: { numeric: '1', int: '1', decimals: 0 },
    sender: other,
    recipient: account,
  }
}

let counter = 0

/** A history transaction; its hash (and id) is unique unless given. */
export function fakeTransaction({
  hash = `0x${(++counter).toString(16).padStart(64, '0')}`,
  chain = 'eip155:1',
  minedAt = '2026-01-15T12:00:00.000Z',
  operationType = 'send',
  status = 'confirmed',
  transfers = [fakeTransfer()],
}: Partial<Transaction['metadata']> & { transfers?: TransactionTransfer[] } = {}): Transaction {
  return {
    id: `${chain}:${hash}`,
    metadata: {
      operationType,
      hash,
      minedAt,
      sentFrom: account,
      sentTo: other,
      status,
      nonce: 0,
      chain,
    },
    transfers,
  }
}

import { KeyportError } from '@keyport/kernel'

/** Spec §8: the history needs an account. */
export class TransactionsAccountMissingError extends KeyportError {
  override name = 'TransactionsAccountMissingError' as const
  constructor() {
    super("Transactions can't be fetched without an accountAddress", { pluginId: 'history' })
  }
}

/** Spec §8: a history page could not be fetched or read. */
export class TransactionsFetchFailedError extends KeyportError {
  override name = 'TransactionsFetchFailedError' as const
  constructor(cause?: unknown) {
    super('Failed to fetch transactions', {
      cause,
      details: cause instanceof Error ? cause.message : undefined,
      pluginId: 'history',
    })
  }
}

import { createToken } from '@keyport/kernel'
import type { TransactionsService } from './services/TransactionsService.ts'

export const transactionsToken = createToken<TransactionsService>('history.transactions')

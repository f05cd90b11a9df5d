export type { IndexedTransaction, IndexedTransfer, TokenInfo } from './IndexedTransaction.ts'
export {
  type StartIndexerParameters,
  type StartIndexerReturnType,
  startIndexer,
} from './startIndexer.ts'

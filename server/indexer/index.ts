export { startIndexer } from './startIndexer.ts'

export type { Database } from './Database.ts'
export { migrate } from './migrate.ts'
export { type OpenDatabaseParameters, openDatabase } from './openDatabase.ts'

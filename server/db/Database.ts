/** The one database port every server uses: PGlite embedded by default, PostgreSQL in production. */
export interface Database {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>
  /** Runs several statements with no parameters (migrations). */
  exec(sql: string): Promise<void>
  /** Runs `work` in one transaction; it commits when `work` resolves, rolls back when it throws. */
  transaction<T>(work: (tx: Pick<Database, 'query'>) => Promise<T>): Promise<T>
  close(): Promise<void>
  /** PGlite only: its data folder as an uncompressed tar, for `openDatabase({ loadDataDir })`. */
  dumpDataDir?(): Promise<Blob>
  /** 'pglite' or 'postgres', for logs. */
  readonly kind: 'pglite' | 'postgres'
}

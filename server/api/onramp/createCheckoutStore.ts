import type { Database } from '../../db/Database.ts'

/** One destination of a checkout, normalised: served network names, upper-case symbols. */
export type CheckoutWallet = { address: string; blockchains: string[]; assets: string[] }

export type Checkout = {
  id: string
  projectId: string
  partnerUserId: string
  wallets: CheckoutWallet[]
  defaultNetwork: string
  presetCryptoAmount: string | null
  presetFiatAmount: string | null
  status: 'open' | 'pending' | 'complete'
  /** What was bought, once complete. */
  purchase: Record<string, string> | null
  txHash: string | null
  expiresAt: Date
}

type Row = {
  id: string
  project_id: string
  partner_user_id: string
  destination_wallets: CheckoutWallet[] | string
  default_network: string
  preset_crypto_amount: string | null
  preset_fiat_amount: string | null
  status: Checkout['status']
  purchase: Record<string, string> | string | null
  tx_hash: string | null
  expires_at: Date | string
}

// pg and PGlite both parse jsonb; the string branch is for a driver configured not to.
const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value

const toCheckout = (row: Row): Checkout => ({
  id: row.id,
  projectId: row.project_id,
  partnerUserId: row.partner_user_id,
  wallets: json(row.destination_wallets),
  defaultNetwork: row.default_network,
  presetCryptoAmount: row.preset_crypto_amount,
  presetFiatAmount: row.preset_fiat_amount,
  status: row.status,
  purchase: row.purchase === null ? null : json(row.purchase),
  txHash: row.tx_hash,
  expiresAt: new Date(row.expires_at),
})

/**
 * The on-ramp checkouts table. `claim` moves a checkout from open to pending in one statement, so
 * two submissions of the same form cannot both pay out; `release` puts it back after a failure.
 *
 * @example
 * const store = createCheckoutStore(deps.db)
 * if (!(await store.claim(id))) throw new ApiError(409, 'checkout_busy', '…')
 */
export function createCheckoutStore(db: Pick<Database, 'query'>) {
  return {
    async insert(checkout: Omit<Checkout, 'status' | 'purchase' | 'txHash'>, createdAt: Date) {
      await db.query(
        `insert into onramp_checkouts (id, project_id, partner_user_id, destination_wallets,
           default_network, preset_crypto_amount, preset_fiat_amount, created_at, expires_at)
         values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9)`,
        [
          checkout.id,
          checkout.projectId,
          checkout.partnerUserId,
          JSON.stringify(checkout.wallets),
          checkout.defaultNetwork,
          checkout.presetCryptoAmount,
          checkout.presetFiatAmount,
          createdAt.toISOString(),
          checkout.expiresAt.toISOString(),
        ],
      )
    },
    async find(id: string): Promise<Checkout | undefined> {
      const [row] = await db.query<Row>('select * from onramp_checkouts where id = $1', [id])
      return row && toCheckout(row)
    },
    async claim(id: string): Promise<boolean> {
      const rows = await db.query(
        `update onramp_checkouts set status = 'pending' where id = $1 and status = 'open' returning id`,
        [id],
      )
      return rows.length === 1
    },
    async release(id: string) {
      await db.query(
        `update onramp_checkouts set status = 'open' where id = $1 and status = 'pending'`,
        [id],
      )
    },
    async complete(id: string, txHash: string, purchase: Record<string, string>, at: Date) {
      await db.query(
        `update onramp_checkouts set status = 'complete', tx_hash = $2, purchase = $3::jsonb,
           completed_at = $4 where id = $1`,
        [id, txHash, JSON.stringify(purchase), at.toISOString()],
      )
    },
  }
}

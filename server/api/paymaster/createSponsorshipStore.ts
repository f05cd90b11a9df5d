import { type Address, formatEther } from 'viem'
import type { Database } from '../../db/Database.ts'
import { SponsorshipRefusedError } from './SponsorshipRefusedError.ts'
import { type SponsorshipPolicy, sponsorshipPolicySchema } from './sponsorshipPolicySchema.ts'

export type StoredSponsorshipPolicy = {
  policy: SponsorshipPolicy
  /** Wei counted so far over the project's life, every chain. */
  spentWei: bigint
  updatedAt: string
}

export type SponsorshipReservation = {
  projectId: string
  chainId: number
  sender: Address
  nonce: bigint
  /** The operation's maximum gas cost in wei. */
  maxCostWei: bigint
  /** The UTC day it counts for, `YYYY-MM-DD`. */
  day: string
}

export type SponsorshipUsage = {
  day: string
  operations: number
  senders: { sender: string; spentTodayWei: bigint; operationsToday: number }[]
}

type PolicyRow = { policy: unknown; spent_wei: string; updated_at: Date | string }

const toStored = (row: PolicyRow): StoredSponsorshipPolicy => ({
  // jsonb written by this store only, through the same schema: parsing again keeps the type honest.
  policy: sponsorshipPolicySchema.parse(
    typeof row.policy === 'string' ? JSON.parse(row.policy) : row.policy,
  ),
  spentWei: BigInt(row.spent_wei),
  updatedAt: new Date(row.updated_at).toISOString(),
})

const eth = (wei: bigint) => `${formatEther(wei)} ETH`

/** Throws the refusal when `maxCostWei` more would pass the cap or the budget. */
function assertWithinCaps(
  policy: SponsorshipPolicy,
  {
    spentWei,
    senderTodayWei,
    maxCostWei,
  }: { spentWei: bigint; senderTodayWei: bigint; maxCostWei: bigint },
): void {
  const cap = BigInt(policy.userDailyCapWei)
  if (senderTodayWei + maxCostWei > cap)
    throw new SponsorshipRefusedError(
      'userDailyCap',
      `this account's sponsored gas today would pass the app's daily cap of ${eth(cap)} per user (this operation may cost up to ${eth(maxCostWei)}). Try again tomorrow, or pay the gas yourself.`,
    )
  const budget = BigInt(policy.totalBudgetWei)
  if (spentWei + maxCostWei > budget)
    throw new SponsorshipRefusedError(
      'totalBudget',
      `the app's sponsorship budget of ${eth(budget)} is used up. Pay the gas yourself.`,
    )
}

/**
 * The sponsorship tables: a project's policy, and the reservations its paymaster signed for.
 * `reserve` counts an operation atomically: it locks the project's policy row, so reservations of
 * one project run one after another on PostgreSQL across every API process (and on PGlite,
 * whose transactions never overlap), and a cap is never passed by operations racing for it.
 *
 * @example
 * const store = createSponsorshipStore(deps.db)
 * await store.reserve({ projectId, chainId: 1, sender, nonce, maxCostWei, day: '2026-11-29' })
 */
export function createSponsorshipStore(db: Database) {
  async function getPolicy(projectId: string): Promise<StoredSponsorshipPolicy | undefined> {
    const [row] = await db.query<PolicyRow>(
      'select policy, spent_wei::text as spent_wei, updated_at from sponsorship_policies where project_id = $1',
      [projectId],
    )
    return row && toStored(row)
  }

  /** What a sender has reserved on `day`, besides the operation itself (its own earlier ask). */
  async function senderDaySpent(
    { projectId, chainId, sender, nonce, day }: Omit<SponsorshipReservation, 'maxCostWei'>,
    tx: Pick<Database, 'query'> = db,
  ): Promise<bigint> {
    const [row] = await tx.query<{ spent: string }>(
      `select coalesce(sum(max_cost_wei), 0)::text as spent from sponsorship_reservations
       where project_id = $1 and day = $2::date and sender = $3
         and not (chain_id = $4 and nonce = $5::numeric)`,
      [projectId, day, sender.toLowerCase(), chainId, nonce.toString()],
    )
    return BigInt(row?.spent ?? '0')
  }

  return {
    getPolicy,
    senderDaySpent,

    /** Sets the policy; what was spent stays counted. */
    async putPolicy(
      projectId: string,
      policy: SponsorshipPolicy,
    ): Promise<StoredSponsorshipPolicy> {
      const [row] = await db.query<PolicyRow>(
        `insert into sponsorship_policies (project_id, policy) values ($1, $2::jsonb)
         on conflict (project_id) do update set policy = excluded.policy, updated_at = now()
         returning policy, spent_wei::text as spent_wei, updated_at`,
        [projectId, JSON.stringify(policy)],
      )
      return toStored(row!)
    },

    /** Sets the policy only if the project has none (the dev policy at start); true if it did. */
    async putPolicyIfAbsent(projectId: string, policy: SponsorshipPolicy): Promise<boolean> {
      const rows = await db.query(
        `insert into sponsorship_policies (project_id, policy)
         select id, $2::jsonb from projects where id = $1
         on conflict (project_id) do nothing returning project_id`,
        [projectId, JSON.stringify(policy)],
      )
      return rows.length > 0
    },

    /**
     * Counts the operation against the policy's caps and records it, in one transaction holding
     * the project's policy row; the same (chain, sender, nonce) replaces its earlier amount.
     * Throws `SponsorshipRefusedError` ('noPolicy', 'userDailyCap', 'totalBudget') and records
     * nothing when it would pass one. `record: false` only checks (the stub's early answer).
     */
    reserve(
      reservation: SponsorshipReservation,
      { record = true }: { record?: boolean } = {},
    ): Promise<void> {
      const { projectId, chainId, sender, nonce, maxCostWei, day } = reservation
      const key = [projectId, chainId, sender.toLowerCase(), nonce.toString()]
      return db.transaction(async (tx) => {
        const [row] = await tx.query<PolicyRow>(
          `select policy, spent_wei::text as spent_wei, updated_at from sponsorship_policies
           where project_id = $1 for update`,
          [projectId],
        )
        if (!row)
          throw new SponsorshipRefusedError('noPolicy', 'this app has no sponsorship policy.')
        const { policy, spentWei } = toStored(row)
        const [earlier] = await tx.query<{ cost: string }>(
          `select max_cost_wei::text as cost from sponsorship_reservations
           where project_id = $1 and chain_id = $2 and sender = $3 and nonce = $4::numeric`,
          key,
        )
        const others = spentWei - BigInt(earlier?.cost ?? '0')
        const senderTodayWei = await senderDaySpent(reservation, tx)
        assertWithinCaps(policy, { spentWei: others, senderTodayWei, maxCostWei })
        if (!record) return
        await tx.query(
          `insert into sponsorship_reservations (project_id, chain_id, sender, nonce, max_cost_wei, day)
           values ($1, $2, $3, $4::numeric, $5::numeric, $6::date)
           on conflict (project_id, chain_id, sender, nonce) do update
           set max_cost_wei = excluded.max_cost_wei, day = excluded.day, reserved_at = now()`,
          [...key, maxCostWei.toString(), day],
        )
        await tx.query(
          'update sponsorship_policies set spent_wei = $2::numeric where project_id = $1',
          [projectId, (others + maxCostWei).toString()],
        )
      })
    },

    /** How many operations the project has had signed, and its senders' spend on `day` (the 100 biggest). */
    async usage(projectId: string, day: string): Promise<SponsorshipUsage> {
      const [count] = await db.query<{ operations: string }>(
        'select count(*)::text as operations from sponsorship_reservations where project_id = $1',
        [projectId],
      )
      const senders = await db.query<{ sender: string; spent: string; operations: string }>(
        `select sender, sum(max_cost_wei)::text as spent, count(*)::text as operations
         from sponsorship_reservations where project_id = $1 and day = $2::date
         group by sender order by sum(max_cost_wei) desc, sender limit 100`,
        [projectId, day],
      )
      return {
        day,
        operations: Number(count?.operations ?? 0),
        senders: senders.map((row) => ({
          sender: row.sender,
          spentTodayWei: BigInt(row.spent),
          operationsToday: Number(row.operations),
        })),
      }
    },
  }
}

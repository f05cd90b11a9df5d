import { formatEther, type Hex } from 'viem'
import type { ApprovalCard, ApprovalRow } from '../approval/ApprovalCard.ts'
import { chainName, nativeSymbol } from '../approval/chainName.ts'
import type { SessionGrant } from './parseGrantRequest.ts'

export type SessionCardContext = { origin: string; chainId: number; account: Hex }

const json = (value: unknown) =>
  JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v), 2)

/** "2025-01-31 14:00 UTC": the same on every machine, whatever its time zone. */
function formatExpiry(validUntil: number) {
  return `${new Date(validUntil * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/** The grant's terms as card rows; the view in the modal shows the same words. */
function sessionRows(chainId: number, grant: SessionGrant): ApprovalRow[] {
  const symbol = nativeSymbol(chainId)
  return [
    { label: 'Session key', value: grant.key },
    ...grant.targets.map((target) => ({
      label: 'May call',
      value: `${target} (any function, without asking you)`,
      warning: true,
    })),
    {
      label: 'Spend limit',
      value:
        grant.spendLimit === 0n
          ? `None, not even gas`
          : `${formatEther(grant.spendLimit)} ${symbol} in all, gas included`,
      warning: grant.spendLimit > 0n,
    },
    { label: 'Expires', value: formatExpiry(grant.validUntil) },
  ]
}

const base = (context: SessionCardContext, title: string) => ({
  title,
  origin: context.origin,
  chain: { id: context.chainId, name: chainName(context.chainId) },
})

/**
 * wallet_grantPermissions: what the session key may do once approved, as the contract will
 * enforce it (targets, spend limit, expiry), not as the app describes it.
 *
 * @example
 * grantCard(context, grant, request) // rows: Session key, May call ×n, Spend limit, Expires, Account
 */
export function grantCard(
  context: SessionCardContext,
  grant: SessionGrant,
  request: unknown,
): ApprovalCard {
  return {
    ...base(context, 'Grant permissions'),
    rows: [
      ...sessionRows(context.chainId, grant),
      { label: 'Account', value: `${context.account} (smart account)` },
    ],
    raw: json(request),
  }
}

/**
 * wallet_revokePermissions: the session as the chain holds it now, with what it has spent.
 *
 * @example
 * revokeCard(context, { ...grant, spent }) // rows: Session key, May call, Spend limit, Spent, Expires
 */
export function revokeCard(
  context: SessionCardContext,
  session: SessionGrant & { spent: bigint },
): ApprovalCard {
  return {
    ...base(context, 'Revoke permissions'),
    rows: [
      ...sessionRows(context.chainId, session),
      { label: 'Spent', value: `${formatEther(session.spent)} ${nativeSymbol(context.chainId)}` },
      { label: 'Account', value: `${context.account} (smart account)` },
    ],
    raw: json({ key: session.key, account: context.account }),
  }
}

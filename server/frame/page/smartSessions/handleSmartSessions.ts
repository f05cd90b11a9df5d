import { encodeFunctionData, getAddress, type Hex, parseAbi } from 'viem'
import type { ApprovalCard } from '../approval/ApprovalCard.ts'
import { askApproval } from '../approvalUi.ts'
import type { RpcContext } from '../handleRpc.ts'
import { type GasPlan, planGas } from '../sponsorship/planGas.ts'
import { sendUserOperation } from '../sponsorship/sendUserOperation.ts'
import { parseGrantRequest } from './parseGrantRequest.ts'
import { grantCard, revokeCard } from './sessionCards.ts'
import { decodeSessionContext, encodeSessionContext } from './sessionContext.ts'

/** The session part of server/chain/contracts/KeyportAccount.sol. */
const sessionAbi = parseAbi([
  'struct Session { uint48 validUntil; uint128 spendLimit; uint128 spent; address[] targets; }',
  'function grantSession(address key, address[] targets, uint128 spendLimit, uint48 validUntil)',
  'function revokeSession(address key)',
  'function getSession(address key) view returns (Session)',
])

export const SMART_SESSION_METHODS = ['wallet_grantPermissions', 'wallet_revokePermissions']

const unixNow = () => Math.floor(Date.now() / 1000)

type Smart = NonNullable<RpcContext['smart']>

/**
 * The owner's user operation that calls the account itself, on the card's Approve: who pays the
 * gas (the app's sponsorship) is asked before the card shows. Rejects when it reverted.
 */
async function approvedSelfCall(
  context: RpcContext,
  smart: Smart,
  data: Hex,
  card: ApprovalCard | Promise<ApprovalCard>,
) {
  const calls = [{ to: smart.account.address, data }]
  // The delegated EOA's first operation on a chain carries its authorization (card first).
  const authorization = await context.eip7702?.authorize()
  const plan: GasPlan = await planGas({
    smart,
    calls,
    paymaster: context.sponsorship,
    chainId: context.chainId,
    payerName: context.appName || context.origin,
    authorization,
  })
  const shown = Promise.resolve(card).then((built) => ({ ...built, gas: plan.line }))
  if (!(await askApproval(context.doc, shown, context.gate))) throw new Error('Signature declined')
  await sendUserOperation(smart, calls, plan)
}

/**
 * ERC-7715 `wallet_grantPermissions` and `wallet_revokePermissions` for the smart account: each
 * waits for the user's Approve on a card that shows the session's terms as the contract will
 * hold them, then the owner's user operation grants or revokes the session key on chain.
 *
 * @example
 * await handleSmartSessions(context, 'wallet_grantPermissions', [request]) // [{ ...request, address, context }]
 */
export async function handleSmartSessions(
  context: RpcContext,
  method: string,
  params: unknown,
  now: () => number = unixNow,
): Promise<unknown> {
  const { smart, chainId } = context
  if (!smart) throw new Error('Permissions need the smart account: switch to it first')
  const account = smart.account.address
  const [first] = Array.isArray(params) ? params : []
  const cardContext = { origin: context.origin, chainId, account }

  if (method === 'wallet_grantPermissions') {
    const { grant, request } = parseGrantRequest({
      request: first,
      chainId,
      account,
      entryPoint: smart.account.entryPoint.address,
      now: now(),
    })
    if (grant.key === getAddress(context.account.address))
      throw new Error('The session key must be a key the app holds, not the wallet owner')
    await approvedSelfCall(
      context,
      smart,
      encodeFunctionData({
        abi: sessionAbi,
        functionName: 'grantSession',
        args: [grant.key, grant.targets, grant.spendLimit, grant.validUntil],
      }),
      grantCard(cardContext, grant, request),
    )
    return [
      {
        ...request,
        address: account,
        context: encodeSessionContext({ account, chainId, key: grant.key }),
      },
    ]
  }

  const ref = decodeSessionContext(
    (first as { permissionsContext?: unknown } | undefined)?.permissionsContext,
  )
  if (ref.account !== account || ref.chainId !== chainId)
    throw new Error('This permission belongs to another account or chain')
  const session = await smart.clients.client.readContract({
    address: account,
    abi: sessionAbi,
    functionName: 'getSession',
    args: [ref.key],
  })
  if (session.validUntil === 0) throw new Error('This permission was revoked or never granted')
  await approvedSelfCall(
    context,
    smart,
    encodeFunctionData({ abi: sessionAbi, functionName: 'revokeSession', args: [ref.key] }),
    revokeCard(cardContext, {
      key: ref.key,
      targets: [...session.targets],
      spendLimit: session.spendLimit,
      spent: session.spent,
      validUntil: session.validUntil,
    }),
  )
  return null
}

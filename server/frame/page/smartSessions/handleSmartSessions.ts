import { encodeFunctionData, getAddress, type Hex, parseAbi } from 'viem'
import { askApproval } from '../approvalUi.ts'
import type { RpcContext } from '../handleRpc.ts'
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

/** The owner's user operation that calls the account itself; rejects when it reverted. */
async function selfCall(smart: Smart, data: Hex) {
  const { bundler } = smart.clients
  const hash = await bundler.sendUserOperation({
    account: smart.account,
    calls: [{ to: smart.account.address, data }],
  })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 60_000 })
  if (!receipt.success) throw new Error(`The user operation ${hash} reverted`)
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
  const { smart, chainId, doc } = context
  if (!smart) throw new Error('Permissions need the smart account: switch to it first')
  const account = smart.account.address
  const [first] = Array.isArray(params) ? params : []
  const approved = async (card: Parameters<typeof askApproval>[1]) => {
    if (!(await askApproval(doc, card, context.gate))) throw new Error('Signature declined')
  }
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
    await approved(grantCard(cardContext, grant, request))
    await selfCall(
      smart,
      encodeFunctionData({
        abi: sessionAbi,
        functionName: 'grantSession',
        args: [grant.key, grant.targets, grant.spendLimit, grant.validUntil],
      }),
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
  await approved(
    revokeCard(cardContext, {
      key: ref.key,
      targets: [...session.targets],
      spendLimit: session.spendLimit,
      spent: session.spent,
      validUntil: session.validUntil,
    }),
  )
  await selfCall(
    smart,
    encodeFunctionData({ abi: sessionAbi, functionName: 'revokeSession', args: [ref.key] }),
  )
  return null
}

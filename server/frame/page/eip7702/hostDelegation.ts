import {
  createWalletClient,
  defineChain,
  type Hex,
  http,
  numberToHex,
  type SignedAuthorization,
} from 'viem'
import type { ChainRpc } from '../approval/ApprovalCard.ts'
import { transactionCard } from '../approval/buildCards.ts'
import { askApproval } from '../approvalUi.ts'
import type { RpcContext } from '../handleRpc.ts'
import { RpcCodeError } from '../walletCalls/rpcCodeError.ts'
import { type AuthorizeDeps, authorizeDelegation } from './authorizations.ts'
import {
  checkRequestedDelegation,
  type DelegationPolicy,
  parseRequestedDelegation,
} from './delegationPolicy.ts'

const noPolicy: DelegationPolicy = { allow: [], anyChain: false }

/** An authorization as JSON-RPC hex, as wallets answer `wallet_signAuthorization`. */
const toRpc = (authorization: SignedAuthorization) => ({
  address: authorization.address,
  chainId: numberToHex(authorization.chainId),
  nonce: numberToHex(authorization.nonce),
  r: authorization.r,
  s: authorization.s,
  yParity: numberToHex(authorization.yParity ?? 0),
})

function depsOf(context: RpcContext, rpc: ChainRpc): AuthorizeDeps {
  return {
    owner: context.account,
    chainId: context.chainId,
    rpc,
    origin: context.origin,
    keyportDelegate: context.delegation?.keyportDelegate,
    ask: (card) => askApproval(context.doc, card, context.gate),
  }
}

/**
 * Host-requested delegations (seam 7): `wallet_signAuthorization` and `eth_sendTransaction` with
 * an `authorizationList`. The delegate and chain id are checked against the app's allow-list
 * BEFORE any card shows (4100); the host's nonce is ignored (the frame reads the EOA's); then the
 * delegation card, and the EOA's own signature.
 *
 * @example
 * await handleDelegationRpc(context, rpc, 'wallet_signAuthorization', [{ address: delegate }])
 */
export async function handleDelegationRpc(
  context: RpcContext,
  rpc: ChainRpc,
  method: 'wallet_signAuthorization' | 'eth_sendTransaction',
  params: unknown,
): Promise<unknown> {
  const policy = context.delegation ?? noPolicy
  const list = Array.isArray(params) ? params : []
  // The KeyportAccount is another address: the EOA's delegation is not what its app sees.
  if (context.smart && context.smart.account.address !== context.account.address)
    throw new RpcCodeError('A smart account cannot delegate: switch to the plain account', 4100)
  if (method === 'wallet_signAuthorization') {
    const request = parseRequestedDelegation(list[0])
    const chainId = checkRequestedDelegation(request, policy, context.chainId)
    const authorization = await authorizeDelegation(depsOf(context, rpc), {
      delegate: request.address,
      chainId,
    })
    return toRpc(authorization)
  }
  const [tx] = list as [
    { to?: Hex; value?: Hex; data?: Hex; gas?: Hex; authorizationList?: unknown } | undefined,
  ]
  const entries = Array.isArray(tx?.authorizationList) ? tx.authorizationList : []
  if (entries.length !== 1)
    throw new RpcCodeError('A transaction may carry one authorization of this account', -32602)
  const request = parseRequestedDelegation(entries[0])
  const chainId = checkRequestedDelegation(request, policy, context.chainId)
  const authorization = await authorizeDelegation(depsOf(context, rpc), {
    delegate: request.address,
    chainId,
    selfExecuted: true,
  })
  const to = tx?.to ?? context.account.address
  const calls = [{ to, value: tx?.value ? BigInt(tx.value) : undefined, data: tx?.data }]
  const card = transactionCard(
    {
      origin: context.origin,
      chainId: context.chainId,
      from: context.account.address,
      smart: false,
      rpc,
    },
    'Send transaction',
    calls,
  )
  if (!(await askApproval(context.doc, card, context.gate))) throw new Error('Signature declined')
  const url = context.rpcUrl(context.chainId)
  const client = createWalletClient({
    account: context.account,
    chain: defineChain({
      id: context.chainId,
      name: `Chain ${context.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [url] } },
    }),
    transport: http(url),
  })
  return client.sendTransaction({
    to,
    value: calls[0]!.value,
    data: tx?.data,
    gas: tx?.gas ? BigInt(tx.gas) : undefined,
    authorizationList: [authorization],
  })
}

import { rpcMethodKind } from '@keyport/kernel/frame'
import {
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isHex,
  type SignedAuthorization,
  type TypedDataDefinition,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import {
  type CardContext,
  messageCard,
  transactionCard,
  typedDataCard,
} from './approval/buildCards.ts'
import { type ApprovalGate, askApproval } from './approvalUi.ts'
import type { DelegationPolicy } from './eip7702/delegationPolicy.ts'
import type { KeyportSmartAccount } from './keyportSmartAccount.ts'
import type { ChainClients } from './smartAccounts.ts'
import { handleSmartSessions, SMART_SESSION_METHODS } from './smartSessions/handleSmartSessions.ts'
import type { Paymaster } from './sponsorship/paymasterUrl.ts'
import { planGas } from './sponsorship/planGas.ts'
import { sendUserOperation } from './sponsorship/sendUserOperation.ts'
import { callsStatus, TX_PREFIX, USEROP_PREFIX } from './walletCalls/callsStatus.ts'
import { type CallBatches, createCallBatches } from './walletCalls/createCallBatches.ts'
import { parseSendCalls } from './walletCalls/parseSendCalls.ts'
import { walletCapabilities } from './walletCalls/walletCapabilities.ts'
import { walletGetAssets } from './walletGetAssets.ts'

export type RpcContext = {
  /** The owner key: the EOA. */
  account: PrivateKeyAccount
  /** The app's origin, pinned by the frame at load: the approval card names it. */
  origin: string
  chainId: number
  rpcUrl: (chainId: number) => string
  doc: Document
  /** Set while the smart account is the active account: requests act as it. */
  smart?: { account: KeyportSmartAccount; clients: ChainClients }
  /** The chains where smart accounts work (wallet_getCapabilities). */
  smartAccountChains: number[]
  /** The approval card's visibility gate; the browser's own by default, fakes in tests. */
  gate?: ApprovalGate
  /**
   * The app's sponsorship (its `sponsorship` option), resolved for this chain and on an allowed
   * origin: every user operation of the smart account goes through this paymaster.
   */
  sponsorship?: Paymaster
  /** The origins the frame may call for paymasters (an app's `paymasterService` URL). @default [] */
  paymasterOrigins?: readonly string[]
  /** Who pays when a sponsor does not name itself: the app's name. @default the origin */
  appName?: string
  /** wallet_sendCalls' ids for the page's life. @default one map per page */
  batches?: CallBatches
  /**
   * Set while the eip7702 type is active (then `smart` is the EOA acting through the delegate):
   * the authorization the next user operation carries (none once delegated; else the kept one,
   * or the delegation card first). Rejects when the user declines the card.
   */
  eip7702?: { authorize(): Promise<SignedAuthorization | undefined> }
  /**
   * What delegations a host may ask for (wallet_signAuthorization, an authorizationList): this
   * chain's KeyportDelegate and the app's `delegation` option. @default KeyportDelegate none, nothing else
   */
  delegation?: DelegationPolicy
}

const pageBatches = createCallBatches()

const declined = () => new Error('Signature declined')

const chainOf = (id: number, url: string) =>
  defineChain({
    id,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })

/** One JSON-RPC call to the chain's endpoint (the data API); an error answer throws its message. */
export async function forward(url: string, method: string, params: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  const answer = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (answer.error) throw new Error(answer.error.message ?? 'An error occurred')
  return answer.result
}

type TxParams = { to?: Hex; value?: Hex; data?: Hex; gas?: Hex }
const big = (value: Hex | undefined) => (value ? BigInt(value) : undefined)

/**
 * Answers one wallet RPC request inside the frame. Reads go to the chain; signing and sending
 * wait for the user's Approve on the frame's own card; anything else is refused.
 */
export async function handleRpc(
  context: RpcContext,
  method: string,
  params: unknown,
): Promise<unknown> {
  const kind = rpcMethodKind(method)
  if (!kind) throw new Error('Requested RPC call is not allowed')
  const { account, chainId, doc, smart } = context
  const list = Array.isArray(params) ? params : []
  const from = smart?.account.address ?? account.address
  if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [from]
  if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
  const url = context.rpcUrl(chainId)
  const batches = context.batches ?? pageBatches
  if (method === 'wallet_getCapabilities')
    return walletCapabilities({
      params,
      from,
      smartActive: smart !== undefined,
      chainId,
      smartAccountChains: context.smartAccountChains,
    })
  if (method === 'wallet_getCallsStatus')
    return callsStatus({
      id: list[0],
      batches,
      chainId,
      rpc: (id, rpcMethod, rpcParams) => forward(context.rpcUrl(id), rpcMethod, rpcParams),
    })
  if (method === 'wallet_getAssets') return walletGetAssets({ ...context, from }, params)
  if (kind === 'safe') return forward(url, method, params)
  if (SMART_SESSION_METHODS.includes(method)) return handleSmartSessions(context, method, params)
  const card: CardContext = {
    origin: context.origin,
    chainId,
    from,
    // The delegated EOA signs and sends as its own address: the card says "Account".
    smart: smart !== undefined && !context.eip7702,
    rpc: (rpcMethod, rpcParams) => forward(url, rpcMethod, rpcParams),
  }
  // Host-requested delegations: checked against the app's allow-list before any card (lazy code).
  if (
    method === 'wallet_signAuthorization' ||
    (method === 'eth_sendTransaction' &&
      (list[0] as { authorizationList?: unknown } | undefined)?.authorizationList !== undefined)
  ) {
    const { handleDelegationRpc } = await import('./eip7702/hostDelegation.ts')
    return handleDelegationRpc(context, card.rpc, method, params)
  }
  const approved = async (request: Parameters<typeof askApproval>[1]) => {
    if (!(await askApproval(doc, request, context.gate))) throw declined()
  }
  // The smart account's operations: who pays the gas is asked before the card shows. The delegated
  // EOA's first operation on a chain carries its authorization (the delegation card comes first).
  const gasPlan = async (calls: Parameters<typeof planGas>[0]['calls'], paymaster?: Paymaster) => {
    if (!smart) return undefined
    return planGas({
      smart,
      calls,
      paymaster: paymaster ?? context.sponsorship,
      chainId,
      payerName: context.appName || context.origin,
      authorization: await context.eip7702?.authorize(),
    })
  }

  if (method === 'personal_sign') {
    const [message] = list as [Hex | string]
    await approved(messageCard(card, message))
    const signable = isHex(message) ? { raw: message } : String(message)
    // The smart account's signature: ERC-1271 once deployed, wrapped in ERC-6492 before.
    if (smart) return smart.account.signMessage({ message: signable })
    return account.signMessage({ message: signable })
  }
  if (method === 'eth_signTypedData_v4') {
    const [, json] = list as [string, string | object]
    const typed = (typeof json === 'string' ? JSON.parse(json) : json) as TypedDataDefinition
    await approved(typedDataCard(card, typed))
    if (smart) return smart.account.signTypedData(typed)
    return account.signTypedData(typed)
  }
  if (method === 'eth_sendTransaction') {
    const [tx] = list as [TxParams]
    if (smart && !tx?.to) throw new Error('A smart account cannot deploy a contract this way')
    const calls = [{ to: tx?.to as Hex, value: big(tx?.value), data: tx?.data }]
    const plan = await gasPlan(calls)
    await approved(
      transactionCard(card, 'Send transaction', calls).then((built) => ({
        ...built,
        gas: plan?.line,
      })),
    )
    if (smart) {
      // The app follows a transaction hash: the one that carried the user operation.
      const { receipt } = await sendUserOperation(smart, calls, plan)
      return receipt.receipt.transactionHash
    }
    const client = createWalletClient({
      account,
      chain: chainOf(chainId, url),
      transport: http(url),
    })
    return client.sendTransaction({
      to: tx?.to,
      value: big(tx?.value),
      data: tx?.data,
      gas: big(tx?.gas),
    })
  }
  if (method === 'wallet_sendCalls') {
    const request = parseSendCalls(params, {
      chainId,
      from,
      atomic: smart !== undefined,
      paymasterService: smart !== undefined,
      paymasterOrigins: context.paymasterOrigins ?? [],
    })
    batches.reserve(request.id)
    try {
      const plan = await gasPlan(request.calls, request.paymaster)
      await approved(
        transactionCard(card, 'Send calls', request.calls).then((built) => ({
          ...built,
          gas: plan?.line,
        })),
      )
      if (smart) {
        const { hash } = await sendUserOperation(smart, request.calls, plan, { allowRevert: true })
        return { id: batches.record(request.id, { internal: `${USEROP_PREFIX}${hash}`, chainId }) }
      }
      // The EOA cannot batch: one transaction per call, in order (not atomic, as getCapabilities says).
      const client = createWalletClient({
        account,
        chain: chainOf(chainId, url),
        transport: http(url),
      })
      const hashes: Hex[] = []
      for (const call of request.calls) hashes.push(await client.sendTransaction(call))
      return {
        id: batches.record(request.id, { internal: `${TX_PREFIX}${hashes.join(',')}`, chainId }),
      }
    } catch (error) {
      batches.release(request.id)
      throw error
    }
  }
  throw new Error(`${method} is not available in this wallet yet`)
}

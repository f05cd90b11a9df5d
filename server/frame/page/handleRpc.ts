import { rpcMethodKind } from '@keyport/kernel/frame'
import {
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isHex,
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
import type { KeyportSmartAccount } from './keyportSmartAccount.ts'
import { type Call, readCalls } from './readCalls.ts'
import type { ChainClients } from './smartAccounts.ts'
import { handleSmartSessions, SMART_SESSION_METHODS } from './smartSessions/handleSmartSessions.ts'
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
}

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

/** EIP-5792 call-batch ids: `userop:<hash>` for a smart account, `tx:<hash>,…` for the EOA. */
const USEROP_PREFIX = 'userop:'
const TX_PREFIX = 'tx:'

/** Sends calls as one user operation and waits for it; rejects when it reverted. */
async function sendUserOperation(smart: NonNullable<RpcContext['smart']>, calls: Call[]) {
  const hash = await smart.clients.bundler.sendUserOperation({ account: smart.account, calls })
  const receipt = await smart.clients.bundler.waitForUserOperationReceipt({ hash, timeout: 60_000 })
  if (!receipt.success) throw new Error(`The user operation ${hash} reverted`)
  return { hash, receipt }
}

type RpcReceipt = {
  logs: { address: Hex; data: Hex; topics: Hex[] }[]
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
}
const receiptOf = (raw: RpcReceipt) => ({
  logs: raw.logs.map(({ address, data, topics }) => ({ address, data, topics })),
  status: raw.status,
  blockHash: raw.blockHash,
  blockNumber: raw.blockNumber,
  gasUsed: raw.gasUsed,
  transactionHash: raw.transactionHash,
})

/** EIP-5792 wallet_getCallsStatus for the ids wallet_sendCalls hands out. */
async function callsStatus(context: RpcContext, url: string, id: string) {
  const base = { version: '2.0.0', id, chainId: `0x${context.chainId.toString(16)}` }
  if (id.startsWith(USEROP_PREFIX)) {
    const answer = (await forward(url, 'eth_getUserOperationReceipt', [
      id.slice(USEROP_PREFIX.length),
    ])) as { success: boolean; receipt: RpcReceipt } | null
    if (!answer) return { ...base, atomic: true, status: 100 }
    return {
      ...base,
      atomic: true,
      status: answer.success ? 200 : 500,
      receipts: [receiptOf(answer.receipt)],
    }
  }
  if (id.startsWith(TX_PREFIX)) {
    const hashes = id.slice(TX_PREFIX.length).split(',')
    const receipts = (await Promise.all(
      hashes.map((hash) => forward(url, 'eth_getTransactionReceipt', [hash])),
    )) as (RpcReceipt | null)[]
    const atomic = hashes.length === 1
    if (receipts.some((receipt) => !receipt)) return { ...base, atomic, status: 100 }
    const ok = receipts.filter((receipt) => receipt?.status === '0x1').length
    const status = ok === receipts.length ? 200 : ok === 0 ? 500 : 600
    return { ...base, atomic, status, receipts: receipts.map((r) => receiptOf(r!)) }
  }
  throw new Error(`Unknown call batch ${id}`)
}

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
  if (method === 'wallet_getCapabilities') {
    // EIP-5792: per chain, whether calls run atomically. Only the smart account batches.
    const [address, chains] = list as [Hex | undefined, Hex[] | undefined]
    const isSmart = smart !== undefined && address?.toLowerCase() === from.toLowerCase()
    const ids = chains?.map(Number) ?? [...new Set([chainId, ...context.smartAccountChains])]
    return Object.fromEntries(
      ids.map((id) => [
        `0x${id.toString(16)}`,
        {
          atomic: {
            status:
              isSmart && context.smartAccountChains.includes(id) ? 'supported' : 'unsupported',
          },
          // EIP-7811: wallet_getAssets answers for this account on every chain.
          assetDiscovery: { supported: true },
        },
      ]),
    )
  }
  if (method === 'wallet_getCallsStatus') {
    const [id] = list as [string]
    if (typeof id !== 'string') throw new Error('wallet_getCallsStatus needs a call batch id')
    return callsStatus(context, url, id)
  }
  if (method === 'wallet_getAssets') return walletGetAssets({ ...context, from }, params)
  if (kind === 'safe') return forward(url, method, params)
  if (SMART_SESSION_METHODS.includes(method)) return handleSmartSessions(context, method, params)
  const card: CardContext = {
    origin: context.origin,
    chainId,
    from,
    smart: smart !== undefined,
    rpc: (rpcMethod, rpcParams) => forward(url, rpcMethod, rpcParams),
  }
  const approved = async (request: Parameters<typeof askApproval>[1]) => {
    if (!(await askApproval(doc, request, context.gate))) throw declined()
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
    await approved(
      transactionCard(card, 'Send transaction', [
        { to: tx?.to, value: big(tx?.value), data: tx?.data },
      ]),
    )
    if (smart) {
      if (!tx?.to) throw new Error('A smart account cannot deploy a contract this way')
      const call = { to: tx.to, value: big(tx.value), data: tx.data }
      // The app follows a transaction hash: the one that carried the user operation.
      const { receipt } = await sendUserOperation(smart, [call])
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
    const calls = readCalls(list)
    await approved(transactionCard(card, 'Send calls', calls))
    if (smart) {
      const { hash } = await sendUserOperation(smart, calls)
      return { id: `${USEROP_PREFIX}${hash}` }
    }
    // The EOA cannot batch: one transaction per call, in order (not atomic, as getCapabilities says).
    const client = createWalletClient({
      account,
      chain: chainOf(chainId, url),
      transport: http(url),
    })
    const hashes: Hex[] = []
    for (const call of calls) hashes.push(await client.sendTransaction(call))
    return { id: `${TX_PREFIX}${hashes.join(',')}` }
  }
  throw new Error(`${method} is not available in this wallet yet`)
}

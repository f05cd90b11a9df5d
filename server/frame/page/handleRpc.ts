import { rpcMethodKind } from '@keyport/kernel/frame'
import {
  createWalletClient,
  defineChain,
  formatEther,
  type Hex,
  hexToString,
  http,
  isHex,
  type TypedDataDefinition,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { askApproval } from './approvalUi.ts'

export type RpcContext = {
  account: PrivateKeyAccount
  chainId: number
  rpcUrl: (chainId: number) => string
  doc: Document
}

const declined = () => new Error('Signature declined')

const chainOf = (id: number, url: string) =>
  defineChain({
    id,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })

async function forward(url: string, method: string, params: unknown) {
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
  const { account, chainId, doc } = context
  const list = Array.isArray(params) ? params : []
  if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [account.address]
  if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
  const url = context.rpcUrl(chainId)
  if (kind === 'safe') return forward(url, method, params)

  if (method === 'personal_sign') {
    const [message] = list as [Hex | string]
    const text = isHex(message) ? hexToString(message) : String(message)
    const ok = await askApproval(doc, {
      title: 'Sign message',
      lines: [
        { label: 'Message', value: text },
        { label: 'Account', value: account.address },
      ],
    })
    if (!ok) throw declined()
    return account.signMessage({ message: isHex(message) ? { raw: message } : String(message) })
  }
  if (method === 'eth_signTypedData_v4') {
    const [, json] = list as [string, string | object]
    const typed = (typeof json === 'string' ? JSON.parse(json) : json) as TypedDataDefinition
    const ok = await askApproval(doc, {
      title: 'Sign typed data',
      lines: [
        { label: 'Type', value: String(typed.primaryType) },
        { label: 'Account', value: account.address },
      ],
    })
    if (!ok) throw declined()
    return account.signTypedData(typed)
  }
  if (method === 'eth_sendTransaction') {
    const [tx] = list as [TxParams]
    const ok = await askApproval(doc, {
      title: 'Send transaction',
      lines: [
        { label: 'To', value: tx?.to ?? 'New contract' },
        { label: 'Amount', value: `${formatEther(big(tx?.value) ?? 0n)} ETH` },
        { label: 'Network', value: String(chainId) },
      ],
    })
    if (!ok) throw declined()
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
  throw new Error(`${method} is not available in this wallet yet`)
}

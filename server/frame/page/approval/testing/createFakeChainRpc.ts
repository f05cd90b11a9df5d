import { encodeAbiParameters, type Hex, toFunctionSelector } from 'viem'
import type { ChainRpc } from '../ApprovalCard.ts'

type FakeToken = { symbol: string; decimals: number; totalSupply?: bigint; name?: string }

export type CreateFakeChainRpcParameters = {
  /** Contracts that answer the ERC-20 reads, by address. */
  tokens?: Record<string, FakeToken>
  /** eth_simulateV1's answer; throw to play a node without it. @default throws "method not found" */
  simulate?: (params: unknown[]) => unknown
  /** eth_getCode's answer by address (e.g. a delegation designator). @default throws "not faked" */
  code?: Record<string, Hex>
}

const selectors = {
  symbol: toFunctionSelector('symbol()'),
  decimals: toFunctionSelector('decimals()'),
  totalSupply: toFunctionSelector('totalSupply()'),
  name: toFunctionSelector('name()'),
}

/**
 * A chain for the approval card's tests: ERC-20 reads for the listed tokens, eth_simulateV1 as
 * given, and every request recorded in `calls`.
 *
 * @example
 * const chain = createFakeChainRpc({ tokens: { [usdc]: { symbol: 'USDC', decimals: 6 } } })
 */
export function createFakeChainRpc({
  tokens = {},
  simulate,
  code,
}: CreateFakeChainRpcParameters = {}) {
  const calls: { method: string; params: unknown[] }[] = []
  const known = new Map(
    Object.entries(tokens).map(([address, token]) => [address.toLowerCase(), token]),
  )
  const rpc: ChainRpc = async (method, params) => {
    calls.push({ method, params })
    if (method === 'eth_simulateV1') {
      if (!simulate) throw new Error('the method eth_simulateV1 does not exist/is not available')
      return simulate(params)
    }
    if (method === 'eth_getCode' && code) {
      const [address] = params as [Hex]
      return (
        Object.entries(code).find(([key]) => key.toLowerCase() === address.toLowerCase())?.[1] ??
        '0x'
      )
    }
    if (method !== 'eth_call') throw new Error(`${method} is not faked`)
    const [{ to, data }] = params as [{ to: Hex; data: Hex }]
    const token = known.get(to.toLowerCase())
    if (!token) throw new Error('execution reverted')
    if (data === selectors.symbol) return encodeAbiParameters([{ type: 'string' }], [token.symbol])
    if (data === selectors.name)
      return encodeAbiParameters([{ type: 'string' }], [token.name ?? token.symbol])
    if (data === selectors.decimals)
      return encodeAbiParameters([{ type: 'uint8' }], [token.decimals])
    if (data === selectors.totalSupply && token.totalSupply !== undefined)
      return encodeAbiParameters([{ type: 'uint256' }], [token.totalSupply])
    throw new Error('execution reverted')
  }
  return { rpc, calls }
}

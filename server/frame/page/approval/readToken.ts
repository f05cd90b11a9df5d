import { decodeFunctionResult, encodeFunctionData, type Hex, parseAbi } from 'viem'
import type { ChainRpc } from './ApprovalCard.ts'
import type { TokenInfo } from './formatTokenAmount.ts'

/** Reads tokens' symbol, decimals and supply from the chain; an answer per address, cached. */
export type TokenReader = (address: Hex) => Promise<TokenInfo | undefined>

const tokenAbi = parseAbi([
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function name() view returns (string)',
])
type ReadName = (typeof tokenAbi)[number]['name']

async function read(rpc: ChainRpc, address: Hex, functionName: ReadName) {
  const data = encodeFunctionData({ abi: tokenAbi, functionName })
  const result = (await rpc('eth_call', [{ to: address, data }, 'latest'])) as Hex
  return decodeFunctionResult({ abi: tokenAbi, functionName, data: result }) as
    | string
    | number
    | bigint
}

// A token names itself: drop control and bidi characters and cap the length, so a symbol cannot
// reorder or push aside the text around it on the card.
const cleanSymbol = (symbol: string) => symbol.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 24)

/**
 * A token reader over eth_call. A contract that does not answer like an ERC-20 (or a chain that
 * fails) reads as undefined, so the card shows base units instead of a guess.
 *
 * @example
 * const token = await createTokenReader(rpc)('0xA0b8…') // { symbol: 'USDC', decimals: 6, … }
 */
export function createTokenReader(rpc: ChainRpc): TokenReader {
  const cache = new Map<string, Promise<TokenInfo | undefined>>()
  const load = async (address: Hex): Promise<TokenInfo> => {
    const [symbol, decimals, totalSupply] = await Promise.all([
      read(rpc, address, 'symbol'),
      read(rpc, address, 'decimals'),
      read(rpc, address, 'totalSupply').catch(() => undefined),
    ])
    return {
      symbol: cleanSymbol(String(symbol)),
      decimals: Number(decimals),
      totalSupply: typeof totalSupply === 'bigint' ? totalSupply : undefined,
    }
  }
  return (address) => {
    const key = address.toLowerCase()
    let info = cache.get(key)
    if (!info) {
      info = load(address).catch(() => undefined)
      cache.set(key, info)
    }
    return info
  }
}

/** A collection's name (ERC-721 `name()`), or undefined when it has none. */
export async function readCollectionName(rpc: ChainRpc, address: Hex) {
  return read(rpc, address, 'name').then(String, () => undefined)
}

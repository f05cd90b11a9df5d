import { chainsFromEnv } from '@keyport/stack'
import {
  type Address,
  createPublicClient,
  encodeAbiParameters,
  erc20Abi,
  type Hex,
  http,
  keccak256,
  numberToHex,
} from 'viem'
import { stackUrls } from './stackUrls.ts'

/**
 * OpenZeppelin 5's ERC20 keeps `_balances` in the first storage slot; the seeded tokens
 * (server/chain/contracts/SeedToken.sol) add no state before it.
 */
const BALANCES_SLOT = 0n

const anvilRpc = (chainId: number) => {
  const url = chainsFromEnv(process.env).rpcUrls[chainId]
  if (!url) throw new Error(`The stack runs no local chain ${chainId}.`)
  return url
}

async function anvil(chainId: number, method: string, params: unknown[]) {
  const answer = await fetch(anvilRpc(chainId), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await answer.json()) as { error?: { message: string } }
  if (body.error) throw new Error(`anvil ${method} on chain ${chainId}: ${body.error.message}`)
}

/**
 * Funds a fresh account on a local chain without a transaction: anvil's dev methods write the
 * balance, so no dev account's nonce is spent and parallel tests never race each other.
 *
 * @example
 * await fundEther(1, address, parseEther('1'))
 */
export async function fundEther(chainId: number, address: Address, value: bigint) {
  await anvil(chainId, 'anvil_setBalance', [address, numberToHex(value)])
}

/**
 * Sets `address`'s balance of a seeded ERC-20 (by symbol, as the data API lists it) and checks the
 * token reads it back, so a token with another storage layout fails here rather than later.
 *
 * @example
 * const usdc = await fundToken(1, 'USDC', address, parseUnits('50', 6))
 */
export async function fundToken(chainId: number, symbol: string, address: Address, amount: bigint) {
  const token = await tokenAddress(chainId, symbol)
  const slot = keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [address, BALANCES_SLOT]),
  )
  await anvil(chainId, 'anvil_setStorageAt', [token, slot, numberToHex(amount, { size: 32 })])
  const chain = createPublicClient({ transport: http(anvilRpc(chainId)) })
  const held = await chain.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
  if (held !== amount) throw new Error(`${symbol} at ${token} keeps balances elsewhere.`)
  return token
}

/** A seeded token's address on a local chain, from the data API's swap token list. */
export async function tokenAddress(chainId: number, symbol: string): Promise<Hex> {
  const answer = await fetch(
    `${stackUrls.api}/v1/convert/tokens?chainId=eip155:${chainId}&projectId=keyport-dev`,
  )
  const { tokens } = (await answer.json()) as { tokens: { symbol: string; address: string }[] }
  const found = tokens.find((token) => token.symbol === symbol)
  if (!found) throw new Error(`The stack lists no ${symbol} on chain ${chainId}.`)
  return found.address.replace(`eip155:${chainId}:`, '') as Hex
}

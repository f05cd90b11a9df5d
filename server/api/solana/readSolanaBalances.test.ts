import { address } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { solanaClusters } from '../../solana/clusters.ts'
import type { SolanaApiChain } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { readSolanaBalances } from './readSolanaBalances.ts'

const owner = address('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
const usdc = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const other = 'So11111111111111111111111111111111111111112'
const network = solanaClusters.mainnet.caipNetworkId

const tokenAccount = (mint: string, amount: string, decimals: number) => ({
  pubkey: owner,
  account: { data: { parsed: { info: { mint, tokenAmount: { amount, decimals } } } } },
})

// A stand-in for the kit client: only the two calls balances make, answered from a table.
function fakeChain(answers: {
  lamports: bigint
  byProgram: Record<string, ReturnType<typeof tokenAccount>[]>
  fail?: boolean
}): SolanaApiChain {
  const send = <T>(value: T) => ({
    send: async () => {
      if (answers.fail) throw new Error('connect ECONNREFUSED')
      return value
    },
  })
  const rpc = {
    getBalance: () => send({ value: answers.lamports }),
    getTokenAccountsByOwner: (_owner: string, filter: { programId: string }) =>
      send({ value: answers.byProgram[filter.programId] ?? [] }),
  }
  return {
    cluster: solanaClusters.mainnet,
    rpcUrl: 'http://127.0.0.1:9',
    rpc: rpc as unknown as SolanaApiChain['rpc'],
  }
}

describe('readSolanaBalances', () => {
  test('behavior: token accounts of one mint add up across both token programs; an unknown mint is named by its address at price 0', async () => {
    const chain = fakeChain({
      lamports: 0n,
      byProgram: {
        TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: [
          tokenAccount(usdc, '1500000', 6),
          tokenAccount(other, '7', 0),
        ],
        TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: [tokenAccount(usdc, '2500000', 6)],
      },
    })
    expect(await readSolanaBalances({ chain, owner })).toEqual([
      expect.objectContaining({
        symbol: 'USDC',
        address: `${network}:${usdc}`,
        value: 4,
        quantity: { decimals: '6', numeric: '4' },
      }),
      expect.objectContaining({
        name: 'Token So11…1112',
        symbol: 'So11',
        address: `${network}:${other}`,
        price: 0,
        value: 0,
        quantity: { decimals: '0', numeric: '7' },
      }),
    ])
  })

  test('behavior: zero balances are left out; SOL is listed by value with the tokens', async () => {
    const chain = fakeChain({
      lamports: 20_000_000n,
      byProgram: { TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: [tokenAccount(usdc, '0', 6)] },
    })
    expect(await readSolanaBalances({ chain, owner })).toEqual([
      expect.objectContaining({
        symbol: 'SOL',
        chainId: network,
        value: 3,
        quantity: { decimals: '9', numeric: '0.02' },
      }),
    ])
  })

  test('behavior: an RPC that does not answer is a 503 chain_unreachable naming the network', async () => {
    const failing = readSolanaBalances({
      chain: fakeChain({ lamports: 0n, byProgram: {}, fail: true }),
      owner,
    })
    await expect(failing).rejects.toBeInstanceOf(ApiError)
    await expect(failing).rejects.toMatchObject({
      status: 503,
      code: 'chain_unreachable',
      message: 'Balances on Solana are unavailable: its RPC did not answer. Try again shortly.',
    })
  })
})

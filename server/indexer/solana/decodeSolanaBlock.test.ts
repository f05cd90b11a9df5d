import { describe, expect, test } from 'vitest'
import { decodeSolanaBlock, type SolanaBlock } from './decodeSolanaBlock.ts'

const alice = 'A1ice111111111111111111111111111111111111111'
const bob = 'Bob11111111111111111111111111111111111111111'
const aliceUsdc = 'A1iceUsdc1111111111111111111111111111111111'
const bobUsdc = 'BobUsdc111111111111111111111111111111111111'
const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const system = '11111111111111111111111111111111'
const token = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const ata = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

const solTransfer = (lamports: bigint) => ({
  program: 'system',
  programId: system,
  parsed: { type: 'transfer', info: { source: alice, destination: bob, lamports } },
})
const balance = (accountIndex: number, owner: string) => ({
  accountIndex,
  mint,
  owner,
  uiTokenAmount: { decimals: 6 },
})
const block = (
  transaction: Omit<SolanaBlock['transactions'][number], 'transaction'> & {
    instructions: SolanaBlock['transactions'][number]['transaction']['message']['instructions']
  },
): SolanaBlock => ({
  blockhash: 'Hash1111111111111111111111111111111111111111',
  blockTime: 1_700_000_000,
  transactions: [
    {
      meta: transaction.meta,
      transaction: {
        signatures: ['Sig1'],
        message: {
          accountKeys: [alice, aliceUsdc, bobUsdc, bob].map((pubkey) => ({ pubkey })),
          instructions: transaction.instructions,
        },
      },
    },
  ],
})
const decode = (input: SolanaBlock) =>
  decodeSolanaBlock({ chainId: -1, slot: 7n, block: input }).transactions[0]

describe('decodeSolanaBlock', () => {
  test('behavior: a System transfer is a native transfer between the two wallets', () => {
    expect(decode(block({ meta: { err: null }, instructions: [solTransfer(5_000n)] }))).toEqual({
      chainId: -1,
      hash: 'Sig1',
      blockNumber: 7n,
      blockHash: 'Hash1111111111111111111111111111111111111111',
      txIndex: 0,
      minedAt: 1_700_000_000,
      from: alice,
      to: bob,
      nonce: 0,
      status: 'confirmed',
      selector: system,
      isSwap: false,
      transfers: [
        {
          logIndex: 0,
          kind: 'native',
          tokenAddress: null,
          tokenId: null,
          from: alice,
          to: bob,
          amount: 5_000n,
        },
      ],
    })
  })

  test('behavior: a plain Token transfer (no mint in it) moves the mint of its token accounts, between their owners, inner ones after their outer instruction', () => {
    const transfer = {
      program: 'spl-token',
      programId: token,
      parsed: {
        type: 'transfer',
        info: { source: aliceUsdc, destination: bobUsdc, amount: '2500000' },
      },
    }
    const decoded = decodeSolanaBlock({
      chainId: -1,
      slot: 7n,
      block: block({
        meta: {
          err: null,
          innerInstructions: [{ index: 0, instructions: [transfer] }],
          preTokenBalances: [balance(1, alice)],
          postTokenBalances: [balance(1, alice), balance(2, bob)],
        },
        instructions: [{ programId: ata }, solTransfer(1n)],
      }),
    })
    expect(decoded.mints).toEqual(new Map([[mint, 6]]))
    expect(decoded.transactions[0]?.selector).toBe(ata)
    expect(decoded.transactions[0]?.transfers).toEqual([
      {
        logIndex: 0,
        kind: 'spl',
        tokenAddress: mint,
        tokenId: null,
        from: alice,
        to: bob,
        amount: 2_500_000n,
      },
      {
        logIndex: 1,
        kind: 'native',
        tokenAddress: null,
        tokenId: null,
        from: alice,
        to: bob,
        amount: 1n,
      },
    ])
  })

  test('behavior: a failed transaction is kept, failed, with nothing moved', () => {
    expect(
      decode(
        block({
          meta: { err: { InstructionError: [0, 'Custom'] } },
          instructions: [solTransfer(5n)],
        }),
      ),
    ).toMatchObject({ status: 'failed', transfers: [], to: system })
  })
})

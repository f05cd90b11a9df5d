import { getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { sendErrorOf } from '../../testing/fakeSend.ts'
import {
  lamportsPerSol,
  localSolana,
  recentBlockhash,
  sol,
  solanaFrom,
  solanaRecipient,
  splUsdc,
} from '../../testing/fakeSolanaSend.ts'
import { buildSolanaTransfer, tokenAccountOf } from './buildSolanaTransfer.ts'
import type { SolanaSendChain } from './createSolanaSendChain.ts'
import { prepareSolanaSend } from './prepareSolanaSend.ts'

const systemProgram = '11111111111111111111111111111111'
const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const associatedTokenProgram = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const native = { symbol: 'SOL', decimals: 9, price: 150 }

/** The sender holds `lamports` and `tokens` USDC units; the recipient's token account may exist. */
function fakeChain({
  lamports = 10n * lamportsPerSol,
  tokens = 50_000_000n,
  recipientAccount = true,
} = {}): SolanaSendChain {
  return {
    balanceOf: async () => lamports,
    async tokenBalanceOf(account) {
      if (account === (await tokenAccountOf(solanaFrom, splUsdc.mint!))) return tokens
      return recipientAccount ? 0n : undefined
    },
    latestBlockhash: async () => ({ blockhash: recentBlockhash, lastValidBlockHeight: 99n }),
    feeForMessage: async () => 5_000n,
    rentExemptMinimum: async () => 2_039_280n,
    waitForConfirmation: async () => ({ failed: false }),
  }
}

const prepare = (
  draft: { token: typeof sol; amount: string; recipient: string },
  chain = fakeChain(),
) => prepareSolanaSend({ draft, from: solanaFrom, network: localSolana, chain, native })

/** The programs a built transaction calls, in order. */
const programsOf = (transaction: Uint8Array) => {
  const message = getCompiledTransactionMessageDecoder().decode(
    getTransactionDecoder().decode(transaction).messageBytes,
  ) as unknown as {
    staticAccounts: string[]
    instructions: { programAddressIndex: number }[]
  }
  return message.instructions.map((i) => message.staticAccounts[i.programAddressIndex])
}

describe('prepareSolanaSend', () => {
  test('behavior: SOL to a base58 address: a System transfer, the fee from getFeeForMessage', async () => {
    const preview = await prepare({ token: sol, amount: '1.5', recipient: ` ${solanaRecipient} ` })
    expect(preview).toMatchObject({
      namespace: 'solana',
      chainId: localSolana.caipNetworkId,
      standardChain: 'solana:mainnet',
      from: solanaFrom,
      amount: 1_500_000_000n,
      amountText: '1.5',
      amountUsd: 225,
      recipient: { address: solanaRecipient },
      fee: 5_000n,
      feeText: '0.000005',
      transfer: { from: solanaFrom, to: solanaRecipient, amount: 1_500_000_000n },
    })
    const built = await buildSolanaTransfer(preview.transfer, {
      blockhash: recentBlockhash,
      lastValidBlockHeight: 99n,
    })
    expect(programsOf(built.transaction)).toEqual([systemProgram])
  })

  test('behavior: USDC to an account without a token account: created first (rent in the fee), then transferChecked', async () => {
    const preview = await prepare(
      { token: splUsdc, amount: '12.5', recipient: solanaRecipient },
      fakeChain({ recipientAccount: false }),
    )
    expect(preview.transfer).toMatchObject({
      mint: splUsdc.mint,
      decimals: 6,
      amount: 12_500_000n,
      createRecipientAccount: true,
    })
    expect(preview.fee).toBe(5_000n + 2_039_280n)
    const built = await buildSolanaTransfer(preview.transfer, {
      blockhash: recentBlockhash,
      lastValidBlockHeight: 99n,
    })
    expect(programsOf(built.transaction)).toEqual([associatedTokenProgram, tokenProgram])
    const existing = await prepare({ token: splUsdc, amount: '12.5', recipient: solanaRecipient })
    expect(existing.transfer).toMatchObject({ createRecipientAccount: false })
    expect(existing.fee).toBe(5_000n)
  })

  test.each([
    ['an EVM address', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    ['a name', 'alice.keyport.id'],
    ['base58 with a 0', `0${solanaRecipient.slice(1)}`],
    ['base58 that is not 32 bytes', '1111111111111111111111111111111111111111111'],
  ])(
    'behavior: %s is not a Solana recipient; the error says what to type',
    async (_case, recipient) => {
      const error = await sendErrorOf(prepare({ token: sol, amount: '1', recipient }))
      expect(error.shortMessage).toBe(
        'Enter a Solana address: 32 to 44 base58 characters (no 0, O, I or l).',
      )
      expect(error.field).toBe('recipient')
    },
  )

  test('behavior: the amount is checked against the balance read on chain, the fee against SOL', async () => {
    const aboveTokens = await sendErrorOf(
      prepare({ token: splUsdc, amount: '51', recipient: solanaRecipient }),
    )
    expect(aboveTokens.shortMessage).toBe('Not enough USDC: the balance is 50 USDC.')
    const allSol = await sendErrorOf(
      prepare({ token: sol, amount: '10', recipient: solanaRecipient }),
    )
    expect(allSol.shortMessage).toBe(
      'Not enough SOL for the amount and the network fee of 0.000005 SOL.',
    )
    const noSolForFee = await sendErrorOf(
      prepare(
        { token: splUsdc, amount: '1', recipient: solanaRecipient },
        fakeChain({ lamports: 1_000n }),
      ),
    )
    expect(noSolForFee.shortMessage).toBe('Not enough SOL to pay the network fee of 0.000005 SOL.')
  })

  test("behavior: a fee that cannot be read is 'feeEstimateFailed'", async () => {
    const chain = { ...fakeChain(), feeForMessage: async () => Promise.reject(new Error('down')) }
    const error = await sendErrorOf(
      prepare({ token: sol, amount: '1', recipient: solanaRecipient }, chain),
    )
    expect(error.code).toBe('feeEstimateFailed')
  })
})

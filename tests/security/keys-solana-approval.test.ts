// @vitest-environment jsdom

import { createFakeGate } from '@keyport/server/frame/page/approval/testing/createFakeGate.ts'
import { closeApproval } from '@keyport/server/frame/page/approvalUi.ts'
import {
  handleSolanaRpc,
  type SolanaRpcContext,
} from '@keyport/server/frame/page/solana/handleSolanaRpc.ts'
import { createSolanaTestChain } from '@keyport/server/frame/page/solana/testing/createSolanaTestChain.ts'
import { type Address, generateKeyPairSigner, getBase58Decoder } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { within } from '@testing-library/dom'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'

// Order 16, the embedded wallet's Solana account: the app (a compromised host page included)
// asks the frame for Solana signatures. It must get none without the user's click on the
// frame's own card, and the card must show what the transaction's bytes do, whatever else the
// request says.
let chain: Awaited<ReturnType<typeof createSolanaTestChain>>
beforeAll(async () => {
  chain = await createSolanaTestChain()
})
beforeEach(() => {
  document.body.innerHTML = '<main id="approval" role="dialog" hidden></main>'
})
afterEach(() => {
  closeApproval()
  vi.restoreAllMocks()
})

const MEMO_PROGRAM = 'MemoSq4gqABAXKb1sdq2yQCbr5Ucd3rrXw6JVWuqXvV' as Address

function ask(method: string, params: unknown) {
  const fake = createFakeGate()
  const context: SolanaRpcContext = {
    key: chain.key,
    origin: 'https://hostile.example',
    network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    rpc: chain.rpc,
    doc: document,
    gate: fake.gate,
  }
  const answer = handleSolanaRpc(context, method, params)
  answer.catch(() => undefined)
  const root = document.getElementById('approval')!
  return { answer, fake, root, card: within(root) }
}

describe('keys: Solana signatures need the frame’s own approval', () => {
  test('attack: the host asks for a signature and clicks a re-enabled Approve while the card is not visible; nothing is signed', async () => {
    const sign = vi.spyOn(crypto.subtle, 'sign')
    let settled = false
    const { answer, root, card } = ask('solana_signTransaction', {
      transaction: chain.transaction([chain.transferSol(chain.dev[4]!.address, 5_000_000_000n)]),
    })
    answer.then(
      () => {
        settled = true
      },
      () => {
        settled = true
      },
    )
    await vi.waitFor(() => expect(root.hidden).toBe(false))
    // A covered or transparent frame: the gate never reports it visible. A script forces the
    // button on and clicks it, as a clickjacked user would.
    const approve = card.getByRole('button', { name: 'Approve' }) as HTMLButtonElement
    expect(approve.disabled).toBe(true)
    approve.disabled = false
    approve.click()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(settled).toBe(false)
    // The app aborts (RPC_ABORT): the request ends declined, with no signature made.
    closeApproval()
    await expect(answer).rejects.toThrow('Signature declined')
    expect(sign).not.toHaveBeenCalled()
  })

  test('attack: a message that is a transaction’s bytes is refused: signing it would sign the transaction', async () => {
    const { getBase64Encoder, getTransactionDecoder } = await import('@solana/kit')
    const tx = chain.transaction([chain.transferSol(chain.dev[4]!.address, 900_000_000_000n)])
    const { messageBytes } = getTransactionDecoder().decode(getBase64Encoder().encode(tx))
    const { answer, root } = ask('solana_signMessage', {
      message: getBase58Decoder().decode(new Uint8Array(messageBytes)),
      pubkey: chain.owner,
    })
    await expect(answer).rejects.toThrow(
      'This message is a Solana transaction. Ask to sign it as a transaction.',
    )
    expect(root.hidden).toBe(true)
  })
})

describe('keys: the Solana card shows what the transaction does', () => {
  test('attack: a request that says "0.01 SOL to a friend" (params and a memo) shows the real 500 SOL to the attacker', async () => {
    const attacker = await generateKeyPairSigner()
    const friend = chain.dev[1]!.address
    const lie = `Pay 0.01 SOL to ${friend}`
    const transaction = chain.transaction([
      { programAddress: MEMO_PROGRAM, accounts: [], data: new TextEncoder().encode(lie) },
      chain.transferSol(attacker.address, 500_000_000_000n),
    ])
    const { card, root, answer } = ask('solana_signAndSendTransaction', {
      transaction,
      to: friend,
      amount: '0.01',
      description: lie,
    })
    await vi.waitFor(() => expect(root.hidden).toBe(false))
    expect(card.getByTestId('approval-send').textContent).toBe(`500 SOL to ${attacker.address}`)
    expect(card.getByTestId('approval-unknown-instruction').className).toBe('warning')
    expect(root.textContent).not.toContain('0.01 SOL')
    // The local chain has no memo program: the simulation says the transaction would fail,
    // rather than show nothing.
    await vi.waitFor(() =>
      expect(card.getByTestId('approval-balance-changes').textContent).toContain(
        'This transaction would fail',
      ),
    )
    card.getByRole('button', { name: 'Reject' }).click()
    await expect(answer).rejects.toThrow('Signature declined')
  })

  test('attack: a USDC transfer to an attacker-owned token account names the attacker’s wallet, not the token account', async () => {
    const attacker = await generateKeyPairSigner()
    const [attackerUsdc] = await findAssociatedTokenPda({
      owner: attacker.address,
      mint: chain.usdc.mint as Address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    // The transaction creates the attacker's token account and moves 90,000 USDC into it.
    const { getCreateAssociatedTokenIdempotentInstruction } = await import('@solana-program/token')
    const { createNoopSigner } = await import('@solana/kit')
    const transaction = chain.transaction([
      getCreateAssociatedTokenIdempotentInstruction({
        payer: createNoopSigner(chain.owner),
        ata: attackerUsdc,
        owner: attacker.address,
        mint: chain.usdc.mint as Address,
      }),
      chain.transferUsdc(attackerUsdc, 90_000_000_000n),
    ])
    const { card, root, answer } = ask('solana_signTransaction', {
      transaction,
      recipient: chain.dev[1]!.address,
    })
    await vi.waitFor(() => expect(root.hidden).toBe(false))
    expect(card.getByTestId('approval-send').textContent).toBe(`90000 USDC to ${attacker.address}`)
    expect(card.getByTestId('approval-create-token-account').textContent).toBe(
      `USDC account for ${attacker.address}`,
    )
    await vi.waitFor(() =>
      expect(card.getByTestId('approval-balance-changes').textContent).toContain('−90000 USDC'),
    )
    card.getByRole('button', { name: 'Reject' }).click()
    await expect(answer).rejects.toThrow('Signature declined')
  })
})

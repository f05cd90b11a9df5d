// @vitest-environment jsdom

import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Encoder,
  getTransactionDecoder,
} from '@solana/kit'
import { within } from '@testing-library/dom'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createFakeGate } from '../approval/testing/createFakeGate.ts'
import { handleSolanaRpc, type SolanaRpcContext } from './handleSolanaRpc.ts'
import { createSolanaTestChain } from './testing/createSolanaTestChain.ts'

let chain: Awaited<ReturnType<typeof createSolanaTestChain>>
beforeAll(async () => {
  chain = await createSolanaTestChain()
})
beforeEach(() => {
  document.body.innerHTML = '<main id="approval" role="dialog" hidden></main>'
})

const base58 = (text: string) => getBase58Decoder().decode(new TextEncoder().encode(text))

/** Sends a request to the handler; returns the open card, and Approve / Reject. */
async function open(method: string, params: unknown) {
  const fake = createFakeGate()
  const context: SolanaRpcContext = {
    key: chain.key,
    origin: 'https://app.example',
    network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    rpc: chain.rpc,
    doc: document,
    gate: fake.gate,
  }
  const answer = handleSolanaRpc(context, method, params)
  answer.catch(() => undefined)
  const root = document.getElementById('approval')!
  const card = within(root)
  await expect.poll(() => root.hidden).toBe(false)
  const changes = () => card.getByTestId('approval-balance-changes').textContent
  return {
    card,
    answer,
    changes,
    approve() {
      fake.setVisible(true)
      fake.advance(500)
      card.getByRole('button', { name: 'Approve' }).click()
    },
    reject: () => card.getByRole('button', { name: 'Reject' }).click(),
  }
}

async function verify(signature: Uint8Array, bytes: Uint8Array) {
  const key = await crypto.subtle.importKey(
    'raw',
    chain.key.publicKey as Uint8Array<ArrayBuffer>,
    'Ed25519',
    false,
    ['verify'],
  )
  return crypto.subtle.verify(
    'Ed25519',
    key,
    signature as Uint8Array<ArrayBuffer>,
    bytes as Uint8Array<ArrayBuffer>,
  )
}

describe('handleSolanaRpc', () => {
  test('behavior: solana_signMessage shows the text and answers a base58 Ed25519 signature', async () => {
    const { card, answer, approve } = await open('solana_signMessage', {
      message: base58('Sign in to app.example'),
      pubkey: chain.owner,
    })
    expect(card.getByTestId('approval-message').textContent).toBe('Sign in to app.example')
    expect(card.getByTestId('approval-chain').textContent).toBe(
      'Solana (solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp)',
    )
    approve()
    const { signature } = (await answer) as { signature: string }
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    expect(await verify(bytes, new TextEncoder().encode('Sign in to app.example'))).toBe(true)
  })

  test('behavior: a message for another account is refused before any card', async () => {
    await expect(
      handleSolanaRpc(
        { key: chain.key, origin: 'x', network: 'solana:x', rpc: chain.rpc, doc: document },
        'solana_signMessage',
        { message: base58('hi'), pubkey: chain.dev[1]!.address },
      ),
    ).rejects.toThrow(`This wallet does not hold the account ${chain.dev[1]!.address}.`)
    expect(document.getElementById('approval')!.hidden).toBe(true)
  })

  test('behavior: a USDC transferChecked shows amount, token and the recipient wallet, and its simulated changes', async () => {
    const tx = chain.transaction([chain.transferUsdc(chain.dev[1]!.usdcTokenAccount, 1_500_000n)])
    const { card, answer, approve, changes } = await open('solana_signTransaction', {
      transaction: tx,
    })
    expect(card.getByTestId('approval-send').textContent).toBe(
      `1.5 USDC to ${chain.dev[1]!.address}`,
    )
    await expect.poll(changes).toContain('−1.5 USDC')
    expect(changes()).toContain('−0.000005 SOL')
    approve()
    const signed = (await answer) as { transaction: string; signature: string }
    const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(signed.transaction))
    const signature = decoded.signatures[chain.owner]!
    expect(getBase58Decoder().decode(signature)).toBe(signed.signature)
    expect(await verify(new Uint8Array(signature), new Uint8Array(decoded.messageBytes))).toBe(true)
  })

  test('behavior: solana_signAndSendTransaction sends a SOL transfer through the RPC after Approve', async () => {
    const recipient = chain.dev[2]!.address
    const before = await chain.balance(recipient)
    const { card, answer, approve, changes } = await open('solana_signAndSendTransaction', {
      transaction: chain.transaction([chain.transferSol(recipient, 250_000_000n)]),
      options: { skipPreflight: false },
    })
    expect(card.getByTestId('approval-send').textContent).toBe(`0.25 SOL to ${recipient}`)
    await expect.poll(changes).toBe('−0.250005 SOL')
    approve()
    const { signature } = (await answer) as { signature: string }
    expect(chain.ledger.status(signature)).toBeDefined()
    expect(await chain.balance(recipient)).toBe(before + 250_000_000n)
  })

  test('behavior: an unknown program is shown as unknown, with a warning', async () => {
    const program = chain.dev[3]!.address
    const tx = chain.transaction([
      { programAddress: program as never, accounts: [], data: new Uint8Array([1, 2, 3]) },
    ])
    const { card, reject, answer } = await open('solana_signTransaction', { transaction: tx })
    const row = card.getByTestId('approval-unknown-instruction')
    expect(row.textContent).toContain(`Program ${program}: 0 accounts, 3 bytes of data`)
    expect(row.className).toBe('warning')
    reject()
    await expect(answer).rejects.toThrow('Signature declined')
  })

  test('behavior: solana_signAllTransactions numbers each transaction and signs them all', async () => {
    const transactions = [
      chain.transaction([chain.transferSol(chain.dev[1]!.address, 1n)]),
      chain.transaction([chain.transferSol(chain.dev[2]!.address, 2n)]),
    ]
    const { card, answer, approve } = await open('solana_signAllTransactions', { transactions })
    expect(card.getByTestId('approval-transaction-1:-send').textContent).toContain(
      chain.dev[1]!.address,
    )
    expect(card.getByTestId('approval-transaction-2:-send').textContent).toContain(
      chain.dev[2]!.address,
    )
    approve()
    expect(((await answer) as { transactions: string[] }).transactions).toHaveLength(2)
  })

  test('behavior: a transaction another account pays for names that fee payer', async () => {
    const payer = chain.dev[1]!.address
    const tx = chain.transaction([chain.transferSol(chain.dev[2]!.address, 1_000n)], payer as never)
    const { card, reject, answer } = await open('solana_signTransaction', { transaction: tx })
    expect(card.getByTestId('approval-fee-payer').textContent).toBe(payer)
    reject()
    await expect(answer).rejects.toThrow('Signature declined')
  })

  test('behavior: a transaction this wallet does not sign is refused', async () => {
    const other = chain.dev[1]!.address
    const tx = chain.transaction(
      [chain.transferSol(chain.owner, 1n, other as never)],
      other as never,
    )
    await expect(
      handleSolanaRpc(
        { key: chain.key, origin: 'x', network: 'solana:x', rpc: chain.rpc, doc: document },
        'solana_signTransaction',
        { transaction: tx },
      ),
    ).rejects.toThrow("This transaction does not need this wallet's signature.")
  })
})

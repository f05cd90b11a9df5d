// @vitest-environment jsdom
import { renderWithKernel } from '@keyport/kernel/testing'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { fakeChain, recipient } from '../testing/fakeSend.ts'
import { solanaRecipient } from '../testing/fakeSolanaSend.ts'
import { sendTestKernel } from '../testing/sendTestKernel.ts'

const hash = `0x${'ab'.repeat(32)}`

function openSend(options: Parameters<typeof sendTestKernel>[0] = {}) {
  const setup = sendTestKernel(options)
  setup.kernel.modal.open({ view: 'WalletSend' })
  renderWithKernel(null, setup.kernel)
  return { ...setup, user: userEvent.setup() }
}

// The first view of a file loads viem's modules through the transform: give it time.
const slow = { timeout: 10_000 }
const fill = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.click(field)
  await user.paste(text)
}

const amountField = () => screen.getByLabelText('Amount')
const recipientField = () => screen.getByLabelText('To')
const noteOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent

describe('WalletSendView', { timeout: 30_000 }, () => {
  test('behavior: starts on the native coin with its balance; mistakes show as they are typed', async () => {
    const { user } = openSend()
    await screen.findByRole('button', { name: 'Token ETH' }, slow)
    expect(noteOf(amountField())).toBe('Balance: 2 ETH')
    await fill(user, amountField(), '0.0000000000000000001')
    expect(noteOf(amountField())).toBe('ETH has at most 18 decimals.')
    expect(amountField().getAttribute('aria-invalid')).toBe('true')
    await user.clear(amountField())
    await user.type(amountField(), '2.5')
    expect(noteOf(amountField())).toBe('Not enough ETH: the balance is 2 ETH.')
    await user.clear(amountField())
    await user.type(amountField(), '1.5')
    expect(noteOf(amountField())).toBe('Balance: 2 ETH · ≈ $4,500.00')
    await fill(user, recipientField(), '0x70997970c51812dc3A010C7d01b50e0d17dc79C8')
    expect(noteOf(recipientField())).toBe('This address has a checksum error. Check it for typos.')
  })

  test('behavior: Review send with mistakes stays, says what to fix and focuses the field', async () => {
    const { user, kernel, provider } = openSend()
    await user.click(await screen.findByRole('button', { name: 'Review send' }, slow))
    expect(noteOf(amountField())).toBe('Enter an amount.')
    expect(noteOf(recipientField())).toBe('Enter an address or a name.')
    expect(document.activeElement).toBe(amountField())
    await user.type(amountField(), '1')
    await user.keyboard('{Enter}')
    expect(document.activeElement).toBe(recipientField())
    expect(kernel.router.current.view).toBe('WalletSend')
    expect(provider.request).not.toHaveBeenCalled()
  })

  test('behavior: choose USDC, review, send by keyboard: preview, then the confirmed hash', async () => {
    const { user, kernel, provider } = openSend()
    await user.click(await screen.findByRole('button', { name: 'Token ETH' }, slow))
    await user.click(await screen.findByRole('button', { name: /USDC/ }, slow))
    await screen.findByRole('button', { name: 'Token USDC' }, slow)
    expect(noteOf(amountField())).toBe('Balance: 100 USDC')
    await user.type(amountField(), '12.5')
    await fill(user, recipientField(), recipient)
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    const preview = await screen.findByTestId('send-preview', {}, slow)
    expect(preview.textContent).toContain('12.5 USDC')
    expect(preview.textContent).toContain('$12.50')
    expect(preview.textContent).toContain(recipient)
    expect(preview.textContent).toContain('Ethereum (local)')
    expect(preview.textContent).toContain('0.000042 ETH')
    expect(preview.textContent).toContain('$0.13')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByTestId('transaction-hash', {}, slow)).textContent).toBe(hash)
    expect(await screen.findByText('Sent')).toBeTruthy()
    expect(screen.getByText(`12.5 USDC to ${recipient}`)).toBeTruthy()
    // The local networks have no block explorer: no link.
    expect(screen.queryByRole('link')).toBeNull()
    expect(provider.request).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(kernel.router.current.view).toBe('Account')
  })

  test('behavior: the preview notes a contract recipient; a delegated EOA (EIP-7702) reads as an account with a delegate', async () => {
    for (const kind of ['contract', 'delegated', 'account'] as const) {
      const { user } = openSend({
        chain: { ...fakeChain().chain, recipientKind: async () => kind },
      })
      await user.type(await screen.findByLabelText('Amount', {}, slow), '0.5')
      await fill(user, recipientField(), recipient)
      await user.click(screen.getByRole('button', { name: 'Review send' }))
      const preview = await screen.findByTestId('send-preview', {}, slow)
      const contract = 'This address is a contract, not an account. Make sure it can receive ETH.'
      const delegated = 'An account with a delegate (EIP-7702)'
      expect(preview.textContent?.includes(contract)).toBe(kind === 'contract')
      expect(preview.textContent?.includes(delegated)).toBe(kind === 'delegated')
      cleanup()
    }
  })

  test('behavior: a declined signature says "Signature declined" and offers Try again', async () => {
    const { user, kernel } = openSend({
      answer: async () => {
        throw { code: 4001, message: 'User rejected the request.' }
      },
    })
    await fill(user, await screen.findByLabelText('Amount', {}, slow), '1')
    await fill(user, recipientField(), recipient)
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    await user.click(await screen.findByRole('button', { name: 'Send' }, slow))
    await screen.findByRole('button', { name: 'Try again' }, slow)
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Signature declined',
    )
    act(() => kernel.clock.advance(200))
    expect(kernel.toast.state).toMatchObject({ message: 'Signature declined', variant: 'error' })
  })

  test('behavior: a preview that fails its checks shows why and goes back to edit', async () => {
    const { user, kernel } = openSend()
    await fill(user, await screen.findByLabelText('Amount', {}, slow), '1.99996')
    await fill(user, recipientField(), recipient)
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    expect((await screen.findByRole('alert', {}, slow)).textContent).toBe(
      'Not enough ETH for the amount and the network fee of 0.000042 ETH.',
    )
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    await waitFor(() => expect(kernel.router.current.view).toBe('WalletSend'))
    expect(noteOf(await screen.findByLabelText('Amount', {}, slow))).toBe(
      'Not enough ETH for the amount and the network fee of 0.000042 ETH.',
    )
  })

  test('behavior: the confirmed view links to the explorer when the network has one', async () => {
    const { testNetworks } = await import('@keyport/connect/testing')
    const [mainnet, base] = testNetworks
    const { user } = openSend({
      networks: [
        {
          ...mainnet,
          blockExplorers: { default: { name: 'Etherscan', url: 'https://scan.test' } },
        },
        base,
      ],
    })
    await fill(user, await screen.findByLabelText('Amount', {}, slow), '1')
    await fill(user, recipientField(), recipient)
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    await user.click(await screen.findByRole('button', { name: 'Send' }, slow))
    const link = await screen.findByRole('link', { name: 'View on Etherscan' }, slow)
    expect(link.getAttribute('href')).toBe(`https://scan.test/tx/${hash}`)
  })
})

describe('WalletSendView on Solana', { timeout: 30_000 }, () => {
  test('behavior: starts on SOL with its balance, offers USDC; the recipient must be a base58 address', async () => {
    const { user } = openSend({ solana: true })
    await screen.findByRole('button', { name: 'Token SOL' }, slow)
    expect(noteOf(amountField())).toBe('Balance: 1,000 SOL')
    expect(noteOf(recipientField())).toBe('A Solana address (base58)')
    await fill(user, recipientField(), recipient)
    expect(noteOf(recipientField())).toBe(
      'Enter a Solana address: 32 to 44 base58 characters (no 0, O, I or l).',
    )
    await user.clear(recipientField())
    await fill(user, recipientField(), solanaRecipient)
    expect(noteOf(recipientField())).toBe('A Solana address (base58)')
    await user.click(screen.getByRole('button', { name: 'Token SOL' }))
    await user.click(await screen.findByRole('button', { name: /USDC/ }, slow))
    await screen.findByRole('button', { name: 'Token USDC' }, slow)
    expect(noteOf(amountField())).toBe('Balance: 100,000 USDC')
  })
})

// @vitest-environment jsdom
import { accountDataToken, connectionToken, connectPlugin, type Network } from '@keyport/connect'
import { createEventBus, createManualClock, provide } from '@keyport/kernel'
import { createTestKernel, renderWithKernel } from '@keyport/kernel/testing'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { swapPlugin } from '../index.ts'
import { createSwapService } from '../services/createSwapService.ts'
import type { SendWalletTransactionParameters } from '../services/sendWalletTransaction.ts'
import { fakeAccountData, fakeConnection, fakeSwapApi } from '../testing/fakeSwapDeps.ts'
import { balance } from '../testing/swapFixtures.ts'
import { swapServiceToken } from '../tokens.ts'

const networks: [Network, ...Network[]] = [
  {
    id: 1,
    caipNetworkId: 'eip155:1',
    chainNamespace: 'eip155',
    name: 'Ethereum (local)',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  },
]

function openSwap() {
  const clock = createManualClock()
  const connection = fakeConnection()
  const accountData = fakeAccountData([
    balance('ETH', '10000', 3000),
    balance('USDC', '100'),
    balance('DAI', '5'),
  ])
  const { api, quotes, answerQuotesWith } = fakeSwapApi()
  const sent: SendWalletTransactionParameters[] = []
  const service = createSwapService({
    api,
    connection: connection.service,
    accountData: accountData.service,
    clock,
    bus: createEventBus(),
    send: async (parameters) => {
      sent.push(parameters)
      return `0x${'ab'.repeat(32)}`
    },
  })
  // One promise, as the plugin's loader keeps: React's `use` suspends on each new one.
  const loaded = Promise.resolve(service)
  const kernel = createTestKernel({
    plugins: [connectPlugin({ networks }), swapPlugin()],
    overrides: [
      provide(connectionToken, () => connection.service),
      provide(accountDataToken, () => accountData.service),
      provide(swapServiceToken, () => ({ load: () => loaded, dispose: () => {} })),
    ],
  })
  kernel.modal.open({ view: 'Swap' })
  renderWithKernel(null, kernel)
  // userEvent waits with real timers; the quote debounce runs on the manual clock.
  const user = userEvent.setup()
  return { kernel, clock, quotes, sent, user, answerQuotesWith }
}

describe('SwapView', () => {
  test('behavior: pick tokens, type an amount, see the quote, review, approve and swap', {
    timeout: 60_000,
  }, async () => {
    const { kernel, clock, quotes, sent, user, answerQuotesWith } = openSwap()
    const dialog = await screen.findByRole('dialog', { name: 'Swap' })
    await user.click(await within(dialog).findByRole('button', { name: 'Token to pay with: ETH' }))
    const select = await screen.findByRole('dialog', { name: 'Select token' })
    const yours = await within(select).findByRole('region', { name: 'Your tokens' })
    expect(
      within(yours)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringMatching(/ETHEther10,000 ETH$/),
      expect.stringMatching(/USDCUSD Coin100 USDC$/),
      expect.stringMatching(/DAIDai Stablecoin5 DAI$/),
    ])
    await user.type(within(select).getByRole('searchbox', { name: 'Search tokens' }), 'usd')
    const found = within(select).getByRole('region', { name: 'Tokens' })
    expect(within(found).getAllByRole('button')).toHaveLength(1)
    await user.click(within(found).getByRole('button', { name: /USDC/ }))
    await user.click(await screen.findByRole('button', { name: 'Token to receive: Select token' }))
    await user.click(
      within(await screen.findByRole('list', { name: 'Suggested' })).getByRole('button', {
        name: 'DAI',
      }),
    )

    const amount = await screen.findByRole('textbox', { name: 'You pay Amount to swap' })
    await user.type(amount, '0')
    expect(screen.getByRole('alert').textContent).toContain('Enter an amount greater than 0')
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    await user.clear(amount)
    await user.type(amount, '250')
    expect(screen.getByRole('alert').textContent).toContain('Insufficient USDC balance')
    expect(screen.getByRole('alert').textContent).toContain('You have 100 USDC.')
    expect(
      (screen.getByRole('button', { name: 'Insufficient USDC balance' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true)

    await user.clear(amount)
    await user.type(amount, '10')
    act(() => clock.advance(500))
    expect(quotes.map((q) => q.amount)).toEqual([10_000_000n])
    await act(async () => quotes[0]?.resolve(9_969_000_000_000_000_000n))
    expect(screen.getByRole('status', { name: 'Amount you receive' }).textContent).toContain(
      '9.969',
    )
    answerQuotesWith(9_969_000_000_000_000_000n)
    await user.click(screen.getByRole('button', { name: 'Review swap' }))

    const preview = await screen.findByRole('dialog', { name: 'Review swap' })
    await within(preview).findByText('Minimum received')
    expect(within(preview).getByTestId('swap-minimum').textContent).toContain('9.86931 DAI')
    expect(within(preview).getByTestId('swap-slippage').textContent).toContain('1%')
    expect(within(preview).getByTestId('swap-rate').textContent).toContain('1 USDC = 0.9969 DAI')
    await user.click(within(preview).getByRole('button', { name: 'Approve USDC' }))
    await user.click(await within(preview).findByRole('button', { name: 'Swap' }))
    await screen.findByRole('dialog', { name: 'Account' })
    expect(sent).toHaveLength(2)
    expect(kernel.router.current.view).toBe('Account')
  })
})

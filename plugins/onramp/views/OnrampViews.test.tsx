// @vitest-environment jsdom
import { accountDataToken, connectionToken, connectPlugin, type Network } from '@keyport/connect'
import { fakeAccountData, fakeConnection } from '@keyport/connect/testing'
import { createEventBus, createManualClock, provide } from '@keyport/kernel'
import { createTestKernel, renderWithKernel } from '@keyport/kernel/testing'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { onrampPlugin } from '../index.ts'
import { createOnrampService } from '../services/createOnrampService.ts'
import { buyer, ether, ethQuote, fakeOnrampApi } from '../testing/fakeOnrampApi.ts'
import { onrampServiceToken } from '../tokens.ts'

const base: Network = {
  id: 8453,
  caipNetworkId: 'eip155:8453',
  chainNamespace: 'eip155',
  name: 'Base (local)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
}

function openOnramp() {
  const clock = createManualClock()
  const connection = fakeConnection({
    status: 'connected',
    address: buyer,
    accounts: [buyer],
    chainId: 8453,
  })
  const accountData = fakeAccountData({ balances: [ether('10000', 8453)] })
  const { api, quotes } = fakeOnrampApi()
  const service = createOnrampService({
    api,
    connection: connection.service,
    accountData,
    clock,
    bus: createEventBus(),
  })
  const loaded = Promise.resolve(service)
  const kernel = createTestKernel({
    plugins: [connectPlugin({ networks: [base] }), onrampPlugin()],
    overrides: [
      provide(connectionToken, () => connection.service),
      provide(accountDataToken, () => accountData),
      provide(onrampServiceToken, () => ({ load: () => loaded, dispose: () => {} })),
    ],
  })
  kernel.modal.open({ view: 'OnRampProviders' })
  renderWithKernel(null, kernel)
  return { clock, quotes, accountData, user: userEvent.setup() }
}

describe('OnRampProvidersView', () => {
  test('behavior: limits refuse, a quote shows, a provider opens in a new tab, the purchase lands', {
    timeout: 60_000,
  }, async () => {
    const tab = {
      opener: {},
      document: { title: '', body: { textContent: '' } },
      location: { replace: vi.fn() },
      close: vi.fn(),
    }
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
    const { clock, quotes, accountData, user } = openOnramp()
    const dialog = await screen.findByRole('dialog', { name: 'Buy crypto' })
    const amount = await within(dialog).findByRole('textbox', { name: 'Amount to pay' })
    expect(within(dialog).getByText('Pay between $10.00 and $7,500.00.')).toBeTruthy()
    const providers = within(dialog).getByRole('region', { name: 'Providers' })
    expect(
      within(providers)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Keyport Pay (local), fees 1-2%', 'Sandbox Ramp (local), fees 1-2%'])

    await user.type(amount, '5')
    const problem = within(dialog).getByRole('alert')
    expect(problem.textContent).toBe('The minimum is 10.00 USD')
    // The problem and the limits describe the field.
    expect(
      amount
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['The minimum is 10.00 USD', 'Pay between $10.00 and $7,500.00.'])
    expect(
      within(providers)
        .getAllByRole('button')
        .every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true)

    await user.type(amount, '0')
    act(() => clock.advance(500))
    await act(async () => quotes[0]?.resolve(ethQuote))
    expect(within(dialog).getByTestId('onramp-quote').textContent).toContain('0.032663 ETH')

    await user.click(within(providers).getByRole('button', { name: /Sandbox Ramp/ }))
    expect(open).toHaveBeenCalledWith('', '_blank')
    const progress = await screen.findByText(
      'Complete your purchase in the Sandbox Ramp (local) window.',
    )
    expect(tab.opener).toBeNull()
    expect(tab.location.replace).toHaveBeenCalledWith(
      expect.stringContaining('/onramp/checkout?session='),
    )
    expect(progress).toBeTruthy()

    act(() => accountData.set({ balances: [ether('10000.032663', 8453)] }))
    expect((await screen.findByTestId('onramp-received')).textContent).toBe(
      '0.032663 ETH arrived in your wallet.',
    )
  })
})

// @vitest-environment jsdom
import { definePlugin, defineView } from '@keyport/kernel'
import { renderWithKernel } from '@keyport/kernel/testing'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import type { AccountActionView } from '../services/AccountActions.ts'
import { accountActionsToken } from '../tokens.ts'
import {
  address,
  connectTestKernel,
  fakeAccountData,
  fakeConnection,
} from './testing/fakeConnect.ts'

// A stand-in History: its Activity action carries a panel, as the real plugin's does; and a
// stand-in wallet-features plugin with Buy and Receive.
const activityPanel = async () => ({ default: () => <p>Activity list</p> })
const contributions = definePlugin({
  id: 'stand-ins',
  requires: ['connect'],
  views: ['Transactions', 'OnRampProviders', 'WalletReceive'].map((id) =>
    defineView({ id: id as 'Connect', load: async () => ({ default: () => null }) }),
  ),
  setup: ({ resolve }) => {
    const actions = resolve(accountActionsToken)
    const view = (id: string) => id as AccountActionView
    actions.add({
      id: 'onramp/buy',
      label: 'Buy crypto',
      view: view('OnRampProviders'),
      feature: 'onramp',
    })
    actions.add({
      id: 'receive',
      label: 'Receive',
      view: view('WalletReceive'),
      feature: 'receive',
    })
    actions.add({
      id: 'history/activity',
      label: 'Activity',
      view: view('Transactions'),
      panel: activityPanel,
    })
  },
})

function openAccount(data: Parameters<typeof fakeAccountData>[0] = {}) {
  const connection = fakeConnection({
    status: 'connected',
    address,
    accounts: [address],
    chainId: 1,
  })
  const accountData = fakeAccountData(data)
  const setup = connectTestKernel({ connection, plugins: [contributions], accountData })
  setup.kernel.modal.open()
  renderWithKernel(null, setup.kernel)
  return { ...setup, accountData }
}

describe('AccountView layout', () => {
  test('behavior: Tokens and a contributed panel are an ARIA tablist; arrow keys, Home and End move', async () => {
    const user = userEvent.setup()
    openAccount()
    const tokens = await screen.findByRole('tab', { name: 'Tokens' })
    expect(tokens.getAttribute('aria-selected')).toBe('true')
    expect(screen.queryByRole('button', { name: 'Activity' })).toBeNull()
    expect(screen.queryByText('Activity list')).toBeNull()
    tokens.focus()
    await user.keyboard('{ArrowRight}')
    const activity = screen.getByRole('tab', { name: 'Activity' })
    expect(document.activeElement).toBe(activity)
    expect(activity.getAttribute('aria-selected')).toBe('true')
    const panel = screen.getByRole('tabpanel', { name: 'Activity' })
    expect(await within(panel).findByText('Activity list')).toBeTruthy()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tokens)
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(activity)
    await user.keyboard('{Home}')
    expect(tokens.getAttribute('tabindex')).toBe('0')
    expect(activity.getAttribute('tabindex')).toBe('-1')
  })

  test('behavior: skeleton rows while the first balances load, then the tokens', async () => {
    const { accountData } = openAccount({ loading: true })
    const panel = await screen.findByRole('tabpanel', { name: 'Tokens' })
    expect(within(panel).getByRole('status').textContent).toBe('Loading tokens')
    expect(within(panel).queryByTestId('tokens-empty')).toBeNull()
    act(() =>
      accountData.set({
        loading: false,
        balances: [
          {
            name: 'Ether',
            symbol: 'ETH',
            chainId: 'eip155:1',
            value: 3000,
            price: 3000,
            quantity: { decimals: '18', numeric: '1' },
            iconUrl: '',
          },
        ],
      }),
    )
    expect(within(panel).queryByTestId('skeleton-rows')).toBeNull()
    expect(within(panel).getByTestId('token-row').textContent).toContain('1 ETH')
  })

  test('behavior: no tokens says what to do next, with the Buy and Receive the app offers', async () => {
    const user = userEvent.setup()
    const { kernel } = openAccount()
    const empty = await screen.findByTestId('tokens-empty')
    expect(empty.textContent).toContain('No tokens yet')
    await user.click(within(empty).getByRole('button', { name: 'Deposit from a wallet' }))
    expect(kernel.router.current.view).toBe('WalletReceive')
  })

  test('behavior: wallet features are icon actions in order; the header shows the network chip', async () => {
    openAccount()
    const buy = await screen.findByRole('button', { name: 'Buy crypto' })
    expect(buy.querySelector('svg')).toBeTruthy()
    expect(buy.compareDocumentPosition(screen.getByRole('button', { name: 'Receive' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
    const chip = screen.getByRole('button', { name: 'Network: Ethereum (local)' })
    expect(chip.textContent).toBe('Ethereum (local)')
    expect(chip.querySelector('svg')).toBeTruthy()
  })
})

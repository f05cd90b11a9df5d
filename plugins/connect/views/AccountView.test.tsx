// @vitest-environment jsdom
import { definePlugin, defineView } from '@keyport/kernel'
import { renderWithKernel } from '@keyport/kernel/testing'
import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { solanaMainnet } from '../connectors/solanaNetworks.ts'
import type { AccountAction, AccountActionView } from '../services/AccountActions.ts'
import type { TokenBalance } from '../services/AccountDataService.ts'
import { solanaState } from '../services/solanaState.ts'
import { accountActionsToken } from '../tokens.ts'
import {
  address,
  connectTestKernel,
  fakeAccountData,
  fakeConnection,
} from './testing/fakeConnect.ts'

const token = (symbol: string, decimals: string, numeric: string, price: number): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  address: symbol === 'ETH' ? undefined : `eip155:1:0x${'1'.repeat(40)}`,
  value: Number(numeric) * price,
  price,
  quantity: { decimals, numeric },
  iconUrl: '',
})

// Stand-ins for the plugins that contribute Account-view actions: each registers its view and
// adds its action through `accountActionsToken`, as the real plugins do.
function standIn(
  id: string,
  actions: Array<Omit<AccountAction, 'view'> & { view: string }>,
  requires: string[] = ['connect'],
) {
  return definePlugin({
    id,
    requires,
    views: actions.map(({ view }) =>
      defineView({ id: view as 'Connect', load: async () => ({ default: () => null }) }),
    ),
    setup: ({ resolve }) => {
      const removers = actions.map((action) =>
        resolve(accountActionsToken).add({ ...action, view: action.view as AccountActionView }),
      )
      return () => {
        for (const remove of removers) remove()
      }
    },
  })
}

const sendReceive = standIn('send-receive', [
  { id: 'send-receive/receive', label: 'Receive', view: 'WalletReceive', feature: 'receive' },
  { id: 'send-receive/send', label: 'Send', view: 'WalletSend', feature: 'send' },
])
const historyStandIn = standIn('history', [
  {
    id: 'history/activity',
    label: 'Activity',
    view: 'Transactions',
    shows: ({ flags }) => flags.history,
  },
])
const namesStandIn = standIn('names', [
  {
    id: 'names/choose',
    label: 'Choose name',
    view: 'ChooseAccountName',
    shows: ({ profileName }) => profileName === null,
  },
])

function openAccount({
  features = {},
  plugins = [sendReceive],
  profileName = null,
}: {
  features?: Record<string, unknown>
  plugins?: ReturnType<typeof definePlugin>[]
  profileName?: string | null
} = {}) {
  const connection = fakeConnection({
    status: 'connected',
    address,
    accounts: [address],
    chainId: 1,
    connectorId: 'io.keyport.testwallet',
  })
  const setup = connectTestKernel({
    connection,
    plugins,
    features,
    accountData: fakeAccountData({
      balance: '10000',
      balanceSymbol: 'ETH',
      profileName,
      balances: [
        token('ETH', '18', '10000', 3000),
        token('USDC', '6', '5', 1),
        token('NFT', '0', '1', 0),
      ],
    }),
  })
  setup.kernel.modal.open()
  renderWithKernel(null, setup.kernel)
  return setup
}

describe('AccountView', () => {
  test('behavior: shows the shortened address, native balance and tokens without decimals 0', async () => {
    openAccount()
    expect(await screen.findByText('0x7099…79C8')).toBeTruthy()
    expect(screen.getByTestId('account-balance').textContent).toBe('10,000 ETH')
    const rows = screen.getAllByTestId('token-row').map((row) => row.textContent)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toContain('$30,000,000.00')
    expect(rows[1]).toContain('5 USDC')
  })

  test('behavior: contributed wallet features follow walletFeaturesOrder and their flags', async () => {
    openAccount({ features: { walletFeaturesOrder: ['send', 'receive', 'swaps'] } })
    await screen.findByText('0x7099…79C8')
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy()
    const names = screen.getAllByRole('button').map((b) => b.textContent)
    expect(names.indexOf('Send')).toBeLessThan(names.indexOf('Receive'))
    expect(names).not.toContain('Swap')
  })

  test('behavior: a feature whose flag is off or that no plugin contributes has no button', async () => {
    openAccount({ features: { send: false }, plugins: [] })
    await screen.findByText('0x7099…79C8')
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull()
  })

  test('behavior: Activity opens Transactions when the history plugin is on', async () => {
    const { kernel } = openAccount({ plugins: [sendReceive, historyStandIn] })
    await userEvent.click(await screen.findByRole('button', { name: 'Activity' }))
    expect(kernel.router.current.view).toBe('Transactions')
  })

  test('behavior: no Activity without the history plugin or with the history flag off', async () => {
    openAccount({ features: { history: true } })
    await screen.findByText('0x7099…79C8')
    expect(screen.queryByRole('button', { name: 'Activity' })).toBeNull()
    cleanup()
    openAccount({ features: { history: false }, plugins: [sendReceive, historyStandIn] })
    await screen.findByText('0x7099…79C8')
    expect(screen.queryByRole('button', { name: 'Activity' })).toBeNull()
  })

  test('behavior: Choose name opens ChooseAccountName while the account has no name', async () => {
    const { kernel } = openAccount({ plugins: [namesStandIn] })
    await userEvent.click(await screen.findByRole('button', { name: 'Choose name' }))
    expect(kernel.router.current.view).toBe('ChooseAccountName')
    cleanup()
    openAccount({ plugins: [namesStandIn], profileName: 'ada.keyport.id' })
    expect(await screen.findByText('ada.keyport.id')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Choose name' })).toBeNull()
    cleanup()
    openAccount({ plugins: [] })
    await screen.findByText('0x7099…79C8')
    expect(screen.queryByRole('button', { name: 'Choose name' })).toBeNull()
  })

  test('behavior: copy puts the address on the clipboard and announces Copied for a while', async () => {
    const user = userEvent.setup()
    const { kernel } = openAccount()
    await user.click(await screen.findByRole('button', { name: 'Copy address' }))
    expect(await navigator.clipboard.readText()).toBe(address)
    expect((await screen.findByText('Copied')).getAttribute('role')).toBe('status')
    act(() => kernel.clock.advance(2000))
    expect(screen.queryByText('Copied')).toBeNull()
  })

  test('behavior: disconnect closes the modal; Connect is the default again', async () => {
    const { kernel, connection } = openAccount()
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }))
    expect(connection.service.state.status).toBe('disconnected')
    expect(kernel.modal.state.open).toBe(false)
  })

  test('behavior: actions without a feature follow the features, in the order plugins added them', async () => {
    openAccount({ plugins: [namesStandIn, historyStandIn, sendReceive] })
    await screen.findByText('0x7099…79C8')
    const names = screen.getAllByRole('button').map((b) => b.textContent)
    const shown = names.filter((n) =>
      ['Receive', 'Send', 'Activity', 'Choose name'].includes(n ?? ''),
    )
    expect(shown).toEqual(['Receive', 'Send', 'Choose name', 'Activity'])
  })

  test('behavior: an action added while the view shows appears, with its icon; removed, it goes', async () => {
    const { kernel } = openAccount({ plugins: [] })
    await screen.findByText('0x7099…79C8')
    let remove = () => {}
    act(() => {
      remove = kernel.resolve(accountActionsToken).add({
        id: 'test/later',
        label: 'Later',
        icon: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A//www.w3.org/2000/svg%22/%3E',
        view: 'Networks',
      })
    })
    const button = await screen.findByRole('button', { name: 'Later' })
    expect(button.querySelector('img')?.getAttribute('alt')).toBe('')
    act(() => remove())
    expect(screen.queryByRole('button', { name: 'Later' })).toBeNull()
  })

  test('behavior: the network row opens Networks', async () => {
    const { kernel } = openAccount()
    await userEvent.click(
      await screen.findByRole('button', { name: /Network: Ethereum \(local\)/ }),
    )
    expect(kernel.router.current.view).toBe('Networks')
  })
})

describe('AccountView on Solana', () => {
  const solanaAddress = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
  const everywhere = standIn('send-receive', [
    {
      id: 'send-receive/send',
      label: 'Send',
      view: 'WalletSend',
      feature: 'send',
      namespaces: ['eip155', 'solana'],
    },
  ])
  const swapStandIn = standIn('swap', [
    { id: 'swap/swap', label: 'Swap', view: 'Swap', feature: 'swaps', namespaces: ['eip155'] },
  ])

  function openSolanaAccount() {
    const connection = fakeConnection(
      solanaState('io.keyport.testwallet', solanaMainnet, [solanaAddress]),
    )
    const sol = { ...token('SOL', '9', '1000', 150), chainId: solanaMainnet.caipNetworkId }
    const setup = connectTestKernel({
      connection,
      plugins: [everywhere, swapStandIn, namesStandIn],
      solanaNetworks: [solanaMainnet],
      accountData: fakeAccountData({ balance: '1000', balanceSymbol: 'SOL', balances: [sol] }),
    })
    setup.kernel.modal.open()
    renderWithKernel(null, setup.kernel)
    return setup
  }

  test('behavior: shows the shortened base58 address, the SOL balance and the Solana network', async () => {
    openSolanaAccount()
    expect(await screen.findByText('oeYf6K…kq96')).toBeTruthy()
    expect(screen.getByTestId('account-name').getAttribute('title')).toBe(solanaAddress)
    expect(screen.getByTestId('account-balance').textContent).toBe('1,000 SOL')
    expect(screen.getByRole('button', { name: /Network: Solana/ })).toBeTruthy()
  })

  test('behavior: actions with no Solana side (Swap, Choose name) are hidden; Send stays', async () => {
    openSolanaAccount()
    await screen.findByTestId('account-name')
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Swap' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Choose name' })).toBeNull()
  })

  test('behavior: copy puts the base58 address on the clipboard', async () => {
    const user = userEvent.setup()
    openSolanaAccount()
    await user.click(await screen.findByRole('button', { name: 'Copy address' }))
    expect(await navigator.clipboard.readText()).toBe(solanaAddress)
  })
})

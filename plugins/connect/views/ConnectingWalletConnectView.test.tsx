// @vitest-environment jsdom
import { renderWithKernel } from '@keyport/kernel/testing'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BehaviorSubject, NEVER } from 'rxjs'
import { describe, expect, test } from 'vitest'
import { ConnectionRejectedError } from '../errors.ts'
import type { WalletConnectConnector } from '../walletconnect/createWalletConnectConnector.ts'
import type { PairingState } from '../walletconnect/PairingState.ts'
import { connectTestKernel, fakeConnector } from './testing/fakeConnect.ts'

const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=2000000000`

function fakeWalletConnect() {
  const pairing = new BehaviorSubject<PairingState>({ status: 'loading' })
  const connector: WalletConnectConnector = {
    ...fakeConnector('walletConnect', 'WalletConnect', 'WALLET_CONNECT'),
    type: 'WALLET_CONNECT',
    events$: NEVER,
    pairing$: pairing.asObservable(),
    get pairing() {
      return pairing.value
    },
    prepare: () => () => {},
  }
  return { connector, pairing }
}

function open(walletId?: string) {
  const wc = fakeWalletConnect()
  const setup = connectTestKernel({
    connectors: [wc.connector],
    wallets: [{ id: 'rainbow', name: 'Rainbow', imageUrl: '', mobileLink: 'rainbow://' }],
  })
  setup.kernel.modal.open()
  setup.kernel.router.push('ConnectingWalletConnect', walletId ? { walletId } : undefined)
  renderWithKernel(null, setup.kernel)
  return { ...setup, ...wc }
}

describe('ConnectingWalletConnectView', () => {
  test('behavior: connects once, shows the URI as a QR code with Copy link, and deep links a picked wallet', async () => {
    const { connection, pairing } = open('rainbow')
    expect(await screen.findByText('Preparing the QR code…')).toBeTruthy()
    await waitFor(() => expect(connection.pending).toHaveLength(1))
    act(() => pairing.next({ status: 'ready', uri, expiresAt: 2_000_000_000_000 }))
    expect(screen.getByRole('img', { name: 'QR code to connect a mobile wallet' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    const link = await screen.findByRole('link', { name: 'Open Rainbow' })
    expect(link.getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(uri)}`)
  })

  test('behavior: a declined proposal says so; Try again pairs again; Cancel goes back', async () => {
    const { connection, kernel } = open()
    await waitFor(() => expect(connection.pending).toHaveLength(1))
    await act(async () => connection.pending[0]?.reject(new ConnectionRejectedError('your wallet')))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Connection declined in your wallet.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(connection.pending).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(kernel.router.current.view).toBe('Connect')
  })

  test('behavior: without a WalletConnect connector it names the problem', async () => {
    const setup = connectTestKernel()
    setup.kernel.modal.open()
    setup.kernel.router.push('ConnectingWalletConnect', undefined)
    renderWithKernel(null, setup.kernel)
    expect((await screen.findByRole('alert')).textContent).toBe('WalletConnectConnector not found')
  })
})

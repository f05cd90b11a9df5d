// @vitest-environment jsdom
import { renderWithKernel } from '@keyport/kernel/testing'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { BehaviorSubject } from 'rxjs'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { RegistryWallet } from '../services/WalletRegistryService.ts'
import type { PairingState } from '../walletconnect/PairingState.ts'
import { connectTestKernel, fakeConnector } from './testing/fakeConnect.ts'

const pixel =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36'
const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=2000000000`

const registry: RegistryWallet[] = [
  {
    id: 'keyport-test-wallet',
    name: 'Keyport Test Wallet',
    rdns: 'dev.keyport.testwallet',
    imageUrl: '',
  },
  {
    id: 'metamask',
    name: 'MetaMask',
    rdns: 'io.metamask',
    mobileLink: 'metamask://',
    imageUrl: '',
  },
]

function open({ mobile = true, injected = false, ready = true } = {}) {
  if (mobile) vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(pixel)
  const pairing = new BehaviorSubject<PairingState>(
    ready ? { status: 'ready', uri, expiresAt: Date.now() + 60_000 } : { status: 'loading' },
  )
  const walletConnect = {
    ...fakeConnector('walletConnect', 'WalletConnect', 'WALLET_CONNECT'),
    pairing$: pairing.asObservable(),
    get pairing() {
      return pairing.value
    },
    prepare: () => () => {},
  }
  const connectors = injected
    ? [walletConnect, fakeConnector('app.wallet', 'App Wallet')]
    : [walletConnect]
  const started = connectTestKernel({
    connectors,
    wallets: registry,
    walletConnect: { relayUrl: 'ws://relay.test' },
  })
  started.kernel.modal.open()
  renderWithKernel(null, started.kernel)
  return { ...started, pairing }
}

const wallets = () => screen.findByRole('list', { name: 'Wallets' }, { timeout: 5_000 })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('WalletList on a phone', { timeout: 40_000 }, () => {
  test('behavior: a registry wallet with a deep link is a link carrying the ready pairing URI; the view moves only after the tap', async () => {
    const { kernel } = open()
    const link = await within(await wallets()).findByRole('link', { name: /MetaMask/ })
    expect(link.getAttribute('href')).toBe(`metamask://wc?uri=${encodeURIComponent(uri)}`)
    // A wallet without a deep link still opens the pairing view.
    within(await wallets()).getByRole('button', { name: /Keyport Test Wallet/ })
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      fireEvent.click(link)
      // The anchor must still be in the page when the browser follows it.
      expect(kernel.router.current.view).toBe('Connect')
      expect(link.isConnected).toBe(true)
      await act(() => vi.runAllTimersAsync())
    } finally {
      vi.useRealTimers()
    }
    expect(kernel.router.current).toEqual({
      view: 'ConnectingWalletConnect',
      params: { walletId: 'metamask' },
    })
  })

  test('behavior: until the URI is ready the wallet is a button, then a link', async () => {
    const { pairing } = open({ ready: false })
    const list = await wallets()
    await within(list).findByRole('button', { name: /MetaMask/ })
    act(() => pairing.next({ status: 'ready', uri, expiresAt: Date.now() + 60_000 }))
    await within(list).findByRole('link', { name: /MetaMask/ })
  })

  test('behavior: on desktop a ready pairing makes no link', async () => {
    open({ mobile: false })
    const list = await wallets()
    await within(list).findByRole('button', { name: /MetaMask/ })
    expect(within(list).queryByRole('link')).toBeNull()
  })

  test('behavior: in a wallet’s in-app browser its injected wallet is alone, without All Wallets', async () => {
    open({ injected: true })
    const list = await wallets()
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AApp Wallet Installed'])
    expect(screen.queryByRole('button', { name: /All Wallets/ })).toBeNull()
  })
})

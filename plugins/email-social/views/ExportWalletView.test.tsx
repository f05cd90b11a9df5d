// @vitest-environment jsdom
import { connectorsToken, connectPlugin } from '@keyport/connect'
import { testNetworks } from '@keyport/connect/testing'
import { FRAME_CHANNEL } from '@keyport/kernel/frame'
import { createTestKernel, renderWithKernel } from '@keyport/kernel/testing'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { emailSocialPlugin } from '../index.ts'

const exported = { channel: FRAME_CHANNEL, kind: 'event', type: 'WALLET_EXPORTED', payload: {} }

function openExport(grantedAccounts?: readonly `0x${string}`[]) {
  const kernel = createTestKernel({
    plugins: [connectPlugin({ networks: testNetworks }), emailSocialPlugin()],
    options: { projectId: 'keyport-dev', frameUrl: 'http://frame.test' },
  })
  const events = vi.fn()
  kernel.bus.on('email-social:wallet-exported', events)
  if (grantedAccounts)
    vi.spyOn(kernel.resolve(connectorsToken).get('auth')!, 'getAccounts').mockResolvedValue(
      grantedAccounts,
    )
  kernel.modal.open({ view: 'ExportWallet' })
  renderWithKernel(null, kernel)
  return { events }
}

describe('ExportWalletView', () => {
  afterEach(() => vi.restoreAllMocks())

  test('behavior: opens the export window on the frame origin and learns only that an export happened', async () => {
    const popup = { closed: false } as Window
    const open = vi.spyOn(window, 'open').mockReturnValue(popup)
    const { events } = openExport()
    await userEvent.click(await screen.findByRole('button', { name: 'Open export window' }))
    const url = new URL(open.mock.calls[0]![0] as string)
    expect(url.origin + url.pathname).toBe('http://frame.test/export')
    expect(url.searchParams.get('appOrigin')).toBe(window.location.origin)
    // Messages from elsewhere (another origin, or another window at the frame's) are ignored.
    const post = (init: MessageEventInit) =>
      act(() => window.dispatchEvent(new MessageEvent('message', init)))
    post({ origin: 'http://evil.test', source: popup, data: exported })
    post({ origin: 'http://frame.test', source: window, data: exported })
    expect(events).not.toHaveBeenCalled()
    post({ origin: 'http://frame.test', source: popup, data: exported })
    expect(
      (await screen.findByText('Your private key was shown in the Keyport window.')).textContent,
    ).toBeTruthy()
    expect(events).toHaveBeenCalledTimes(1)
  })

  test('behavior: a blocked popup says how to allow it', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    openExport()
    await userEvent.click(await screen.findByRole('button', { name: 'Open export window' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The export window could not open. Allow popups for this site and try again.',
    )
  })
  test('behavior: on Solana (no EVM address in the connection) it names the wallet by the EVM account the embedded wallet grants', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ closed: false } as Window)
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    openExport([address])
    const button = await screen.findByRole('button', { name: 'Open export window' })
    await act(() => Promise.resolve())
    await userEvent.click(button)
    expect(new URL(open.mock.calls[0]![0] as string).searchParams.get('address')).toBe(address)
  })
})

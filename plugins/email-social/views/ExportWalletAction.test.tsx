// @vitest-environment jsdom
import {
  address,
  connectTestKernel,
  fakeAccountData,
  fakeConnection,
} from '@keyport/connect/testing'
import { provide } from '@keyport/kernel'
import { renderWithKernel } from '@keyport/kernel/testing'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BehaviorSubject } from 'rxjs'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { emailSocialPlugin } from '../index.ts'
import type { EmbeddedWallet } from '../services/createEmbeddedWallet.ts'
import { embeddedWalletToken } from '../tokens.ts'

// The frame never loads here: the Account view only needs the plugin's action.
const wallet = {
  approval$: new BehaviorSubject(false),
  preload: vi.fn(async () => {}),
  abortUnsafe: vi.fn(),
  dispose: vi.fn(),
} as Partial<EmbeddedWallet> as EmbeddedWallet

function openAccount(connectorId: string) {
  const { kernel } = connectTestKernel({
    connection: fakeConnection({
      status: 'connected',
      address,
      accounts: [address],
      chainId: 1,
      connectorId,
    }),
    accountData: fakeAccountData({ profileName: null }),
    plugins: [emailSocialPlugin()],
    options: { frameUrl: 'http://frame.test' },
    overrides: [provide(embeddedWalletToken, () => wallet)],
  })
  kernel.modal.open()
  renderWithKernel(null, kernel)
  return kernel
}

describe("emailSocialPlugin's Export wallet action", () => {
  afterEach(cleanup)

  test("behavior: the embedded wallet's Account view offers Export wallet, which opens ExportWallet", async () => {
    const kernel = openAccount('auth')
    await userEvent.click(await screen.findByRole('button', { name: 'Export wallet' }))
    expect(kernel.router.current.view).toBe('ExportWallet')
    // The export window is told which wallet it exports (a social re-login must own it).
    const open = vi.spyOn(window, 'open').mockReturnValue({ closed: false } as Window)
    await userEvent.click(await screen.findByRole('button', { name: 'Open export window' }))
    expect(new URL(open.mock.calls[0]![0] as string).searchParams.get('address')).toBe(address)
    open.mockRestore()
  })

  test('behavior: an account of another wallet has no Export wallet button', async () => {
    openAccount('io.keyport.testwallet')
    await screen.findByRole('button', { name: 'Copy address' })
    expect(screen.queryByRole('button', { name: 'Export wallet' })).toBeNull()
  })
})

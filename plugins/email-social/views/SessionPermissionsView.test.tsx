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
import { encodeFunctionResult, getAddress, type Hex, pad, parseEther } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { emailSocialPlugin } from '../index.ts'
import type { EmbeddedWallet } from '../services/createEmbeddedWallet.ts'
import { keyportSessionAbi } from '../sessionKeys/keyportSessionAbi.ts'
import { embeddedWalletToken } from '../tokens.ts'

const key = getAddress('0x00000000000000000000000000000000000000aa')
const game = getAddress('0x000000000000000000000000000000000000cafe')
const granted = {
  validUntil: 1_700_000_000,
  spendLimit: parseEther('1'),
  spent: parseEther('0.25'),
  targets: [game],
}
const empty = { validUntil: 0, spendLimit: 0n, spent: 0n, targets: [] }

/** The embedded wallet as the view sees it: the chain (logs, getSession) and the frame's revoke. */
function fakeWallet() {
  let session = granted
  const request = vi.fn(async (method: string, _params?: unknown): Promise<unknown> => {
    if (method === 'eth_getLogs') return [{ topics: ['0x01', pad(key)] }]
    if (method === 'eth_call')
      return encodeFunctionResult({
        abi: keyportSessionAbi,
        functionName: 'getSession',
        result: session,
      })
    if (method === 'wallet_revokePermissions') {
      session = empty
      return null
    }
    throw new Error(`unexpected ${method}`)
  })
  const wallet = {
    approval$: new BehaviorSubject(false),
    preload: vi.fn(async () => {}),
    abortUnsafe: vi.fn(),
    dispose: vi.fn(),
    request,
  } as Partial<EmbeddedWallet> as EmbeddedWallet
  return { wallet, request }
}

function openAccount({ smartSessions }: { smartSessions: boolean }) {
  const fake = fakeWallet()
  const { kernel } = connectTestKernel({
    connection: fakeConnection({
      status: 'connected',
      address,
      accounts: [address],
      chainId: 1,
      connectorId: 'auth',
    }),
    accountData: fakeAccountData({ profileName: null }),
    plugins: [emailSocialPlugin()],
    options: { frameUrl: 'http://frame.test' },
    features: { smartSessions },
    overrides: [provide(embeddedWalletToken, () => fake.wallet)],
  })
  kernel.modal.open()
  renderWithKernel(null, kernel)
  return { kernel, ...fake }
}

describe('SessionPermissionsView', () => {
  afterEach(cleanup)

  test('behavior: with smartSessions on, App permissions lists the grant as the chain holds it, and Revoke revokes it', async () => {
    const { kernel, request } = openAccount({ smartSessions: true })
    await userEvent.click(await screen.findByRole('button', { name: 'App permissions' }))
    expect(kernel.router.current.view).toBe('SessionPermissions')

    expect(await screen.findByText(`May call ${game}`)).toBeTruthy()
    expect(screen.getByText(`Session key ${key}`)).toBeTruthy()
    expect(screen.getByText('Used 0.25 of 1 ETH (0.75 left)')).toBeTruthy()
    expect(screen.getByText('Expires 2023-11-14 22:13 UTC')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }))
    expect((await screen.findByTestId('permissions-none')).textContent).toBe(
      'No app holds a permission on this account.' +
        'When an app asks to act for you within limits (a session key), it shows here and you can revoke it.',
    )
    const revoke = request.mock.calls.find(([method]) => method === 'wallet_revokePermissions')
    const [{ permissionsContext }] = revoke![1] as [{ permissionsContext: Hex }]
    expect(permissionsContext.toLowerCase()).toContain(key.slice(2).toLowerCase())
  })

  test('behavior: with smartSessions off (the default), the Account view has no App permissions', async () => {
    openAccount({ smartSessions: false })
    await screen.findByRole('button', { name: 'Export wallet' })
    expect(screen.queryByRole('button', { name: 'App permissions' })).toBeNull()
  })
})

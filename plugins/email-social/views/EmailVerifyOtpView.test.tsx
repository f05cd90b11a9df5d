// @vitest-environment jsdom
import { connectionToken, connectPlugin } from '@keyport/connect'
import { testNetworks } from '@keyport/connect/testing'
import { clockToken, provide, storageKeys, storageToken } from '@keyport/kernel'
import { createFrameTransport } from '@keyport/kernel/frame'
import { createFakeFrame, createTestKernel, renderWithKernel } from '@keyport/kernel/testing'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { emailSocialPlugin } from '../index.ts'
import { createEmbeddedWallet } from '../services/createEmbeddedWallet.ts'
import { embeddedWalletToken } from '../tokens.ts'

const email = 'ada@example.com'
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The EmailVerifyOtp view over the real embedded wallet, whose secure frame is the kernel's fake. */
function openOtpView() {
  const fake = createFakeFrame()
  const kernel = createTestKernel({
    plugins: [
      connectPlugin({ networks: testNetworks }),
      emailSocialPlugin({ frameUrl: 'http://frame.test' }),
    ],
    options: { projectId: 'keyport-dev' },
    overrides: [
      provide(embeddedWalletToken, ({ resolve }) =>
        createEmbeddedWallet({
          storage: resolve(storageToken),
          clock: resolve(clockToken),
          createTransport: async (chainId) =>
            createFrameTransport({
              url: fake.url,
              projectId: 'keyport-dev',
              chainId,
              window: fake.window,
              mount: fake.mount,
              clock: resolve(clockToken),
            }),
        }),
      ),
    ],
  })
  kernel.modal.open({ view: 'EmailVerifyOtp', params: { email } })
  renderWithKernel(null, kernel)
  const sent = (type: string) => fake.requests().filter((request) => request.type === type)
  return { kernel, fake, sent }
}

describe('EmailVerifyOtpView', () => {
  afterEach(cleanup)

  test('behavior: the 6th digit submits the code; the login connects the wallet and closes the modal', async () => {
    const { kernel, fake, sent } = openOtpView()
    fake.answer('CONNECT_OTP', () => ({ ok: true, payload: {} }))
    fake.answer('GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => ({
      ok: true,
      payload: { smartAccountEnabledNetworks: [] },
    }))
    fake.answer('GET_USER', () => ({ ok: true, payload: { email, address, chainId: 1 } }))
    expect(
      (await screen.findByText(`Enter the 6-digit code we emailed to ${email}.`)).tagName,
    ).toBe('P')
    await userEvent.type(screen.getByLabelText('Code'), '12 34 56')
    await waitFor(() => expect(kernel.resolve(connectionToken).state.status).toBe('connected'))
    expect(sent('CONNECT_OTP').map((request) => request.payload)).toEqual([{ otp: '123456' }])
    expect(kernel.resolve(connectionToken).state).toMatchObject({ address, connectorId: 'auth' })
    expect(kernel.modal.state.open).toBe(false)
  })

  test('behavior: a refused code shows the frame message and stays on the view', async () => {
    const { kernel, fake } = openOtpView()
    fake.answer('CONNECT_OTP', () => ({ ok: false, message: 'Invalid code' }))
    await userEvent.type(await screen.findByLabelText('Code'), '000000')
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code')
    expect(kernel.router.current.view).toBe('EmailVerifyOtp')
    expect(kernel.resolve(connectionToken).state.status).toBe('disconnected')
  })

  test('behavior: fewer than 6 digits are not sent', async () => {
    const { sent } = openOtpView()
    await userEvent.type(await screen.findByLabelText('Code'), '123')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the 6 digits of the code.')
    expect(sent('CONNECT_OTP')).toEqual([])
  })

  test('behavior: Resend obeys the 30 s cooldown, then sends a new code', async () => {
    const { kernel, fake, sent } = openOtpView()
    kernel
      .resolve(storageToken)
      .setItem(storageKeys.LAST_EMAIL_LOGIN_TIME, kernel.clock.now() - 10_000)
    fake.answer('CONNECT_EMAIL', () => ({ ok: true, payload: { action: 'VERIFY_OTP' } }))
    const resend = await screen.findByRole('button', { name: 'Resend code' })
    await userEvent.click(resend)
    // Under the field and as the spec's toast.
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Please try again after 20 seconds',
      'Please try again after 20 seconds',
    ])
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true')
    expect(sent('CONNECT_EMAIL')).toEqual([])

    kernel.clock.advance(20_000)
    await userEvent.click(resend)
    expect((await screen.findByRole('status')).textContent).toBe(`We sent a new code to ${email}.`)
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBeNull()
    expect(sent('CONNECT_EMAIL').map((request) => request.payload)).toEqual([{ email }])
  })
})

// @vitest-environment jsdom
import { connectionToken } from '@keyport/connect'
import { storageKeys, storageToken } from '@keyport/kernel'
import { FRAME_REQUEST_TIMEOUT_MS } from '@keyport/kernel/frame'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { answerGetUser, openLoginView, testAddress, testEmail } from '../testing/openLoginView.ts'

const email = testEmail
const address = testAddress

describe('EmailVerifyOtpView', () => {
  afterEach(cleanup)

  test('behavior: the 6th digit submits the code; the login connects the wallet and closes the modal', async () => {
    const { kernel, fake, sent } = await openLoginView({
      view: 'EmailVerifyOtp',
      params: { email },
    })
    fake.answer('CONNECT_OTP', () => ({ ok: true, payload: {} }))
    answerGetUser(fake)
    expect(
      (await screen.findByText(`Enter the 6-digit code we emailed to ${email}.`)).tagName,
    ).toBe('P')
    await userEvent.type(screen.getByLabelText('Digit 1 of 6'), '12 34 56')
    await waitFor(() => expect(kernel.resolve(connectionToken).state.status).toBe('connected'))
    expect(sent('CONNECT_OTP').map((request) => request.payload)).toEqual([{ otp: '123456' }])
    expect(kernel.resolve(connectionToken).state).toMatchObject({ address, connectorId: 'auth' })
    expect(kernel.modal.state.open).toBe(false)
  })

  test('behavior: a refused code shows the frame message and stays on the view', async () => {
    const { kernel, fake } = await openLoginView({ view: 'EmailVerifyOtp', params: { email } })
    fake.answer('CONNECT_OTP', () => ({ ok: false, message: 'Invalid code' }))
    await userEvent.type(await screen.findByLabelText('Digit 1 of 6'), '000000')
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code')
    expect(kernel.router.current.view).toBe('EmailVerifyOtp')
    expect(kernel.resolve(connectionToken).state.status).toBe('disconnected')
  })

  test('behavior: fewer than 6 digits are not sent', async () => {
    const { sent } = await openLoginView({ view: 'EmailVerifyOtp', params: { email } })
    await userEvent.type(await screen.findByLabelText('Digit 1 of 6'), '123')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the 6 digits of the code.')
    expect(sent('CONNECT_OTP')).toEqual([])
  })

  test('behavior: Resend obeys the 30 s cooldown, then sends a new code', async () => {
    const { kernel, fake, sent } = await openLoginView({
      view: 'EmailVerifyOtp',
      params: { email },
    })
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
    expect(screen.getByLabelText('Digit 1 of 6').getAttribute('aria-invalid')).toBe('true')
    expect(sent('CONNECT_EMAIL')).toEqual([])

    kernel.clock.advance(20_000)
    await userEvent.click(resend)
    expect((await screen.findByRole('status')).textContent).toBe(`We sent a new code to ${email}.`)
    expect(screen.getByLabelText('Digit 1 of 6').getAttribute('aria-invalid')).toBeNull()
    expect(sent('CONNECT_EMAIL').map((request) => request.payload)).toEqual([{ email }])
  })
})

describe('EmailVerifyDeviceView', () => {
  afterEach(cleanup)

  test('behavior: waits through frame time-outs until the device is approved, then asks for the code', async () => {
    const { kernel, fake, sent } = await openLoginView({
      view: 'EmailVerifyDevice',
      params: { email },
    })
    fake.answer('CONNECT_DEVICE', () => undefined)
    expect(
      (await screen.findByText('Waiting for approval…')).closest('[role=status]'),
    ).not.toBeNull()
    await waitFor(() => expect(sent('CONNECT_DEVICE')).toHaveLength(1))
    kernel.clock.advance(FRAME_REQUEST_TIMEOUT_MS)
    await waitFor(() => expect(sent('CONNECT_DEVICE')).toHaveLength(2))
    expect(screen.queryByRole('alert')).toBeNull()
    fake.reply(sent('CONNECT_DEVICE')[1]!, { ok: true, payload: {} })
    await waitFor(() => expect(kernel.router.current.view).toBe('EmailVerifyOtp'))
    expect(kernel.router.current.params).toEqual({ email })
  })

  test('behavior: a refused device approval shows the frame message', async () => {
    const { fake } = await openLoginView({ view: 'EmailVerifyDevice', params: { email } })
    fake.answer('CONNECT_DEVICE', () => ({ ok: false, message: 'Link expired' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Link expired')
  })

  test('behavior: leaving the view stops asking', async () => {
    const { kernel, fake, sent } = await openLoginView({
      view: 'EmailVerifyDevice',
      params: { email },
    })
    fake.answer('CONNECT_DEVICE', () => undefined)
    await waitFor(() => expect(sent('CONNECT_DEVICE')).toHaveLength(1))
    act(() => kernel.modal.close({ force: true }))
    kernel.clock.advance(3 * FRAME_REQUEST_TIMEOUT_MS)
    await act(() => Promise.resolve())
    expect(sent('CONNECT_DEVICE')).toHaveLength(1)
  })
})

describe('ConnectingFarcasterView', () => {
  afterEach(cleanup)

  test('behavior: the frame draws the sign-in over the view (the page never gets the link), waits as long as the user takes, then connects', async () => {
    const { kernel, fake, sent } = await openLoginView({ view: 'ConnectingFarcaster' })
    fake.answer('SHOW_FARCASTER', () => ({ ok: true, payload: {} }))
    fake.answer('HIDE_FARCASTER', () => ({ ok: true, payload: {} }))
    fake.answer('CONNECT_FARCASTER', () => undefined)
    answerGetUser(fake)
    const slot = await screen.findByRole('region', { name: 'Log in with Farcaster' })
    await waitFor(() => expect(fake.state.placedOver).toBe(slot))
    expect(sent('SHOW_FARCASTER')[0]?.payload).toEqual({
      labels: {
        qr: 'Log in with Farcaster',
        open: 'Open sign-in link',
        copy: 'Copy link',
        copied: 'Link copied',
        copyFailed: 'Could not copy the link',
      },
    })
    expect(screen.queryByRole('link')).toBeNull()
    await waitFor(() => expect(sent('CONNECT_FARCASTER')).toHaveLength(1))
    // Tab into the slot takes focus into the frame; the frame hands it back past its controls.
    act(() => slot.focus())
    await waitFor(() => expect(fake.state.focused).toBe(1))
    kernel.clock.advance(5 * FRAME_REQUEST_TIMEOUT_MS)
    expect(screen.queryByRole('alert')).toBeNull()
    fake.reply(sent('CONNECT_FARCASTER')[0]!, { ok: true, payload: { userName: 'ada' } })
    await waitFor(() => expect(kernel.resolve(connectionToken).state.status).toBe('connected'))
    expect(kernel.modal.state.open).toBe(false)
    await waitFor(() => expect(fake.state.placedOver).toBeNull())
  })

  test('behavior: a failed sign-in shows the frame message', async () => {
    const { fake } = await openLoginView({ view: 'ConnectingFarcaster' })
    fake.answer('SHOW_FARCASTER', () => ({ ok: false, message: 'Farcaster is unavailable' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Farcaster is unavailable')
  })
})

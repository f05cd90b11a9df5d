// @vitest-environment jsdom
import { storageKeys, storageToken } from '@keyport/kernel'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { openLoginView, testEmail } from '../testing/openLoginView.ts'
import EmailLoginView from './EmailLoginView.tsx'
import EmailSection from './EmailSection.tsx'

const emailField = () => screen.findByLabelText('Email')

describe('EmailLoginView', () => {
  afterEach(cleanup)

  test('behavior: a malformed address shows the format message and asks the frame nothing', async () => {
    const { sent } = await openLoginView(undefined, { ui: <EmailLoginView /> })
    expect(
      (await screen.findAllByText('Continue with email')).map((node) => node.tagName),
    ).toContain('P')
    await userEvent.type(await emailField(), 'ada@example')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter a valid email address, like ada@example.com.',
    )
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(sent('CONNECT_EMAIL')).toEqual([])
  })

  test('behavior: a valid address is sent (trimmed) and the code view opens for it', async () => {
    const { kernel, fake, sent } = await openLoginView(undefined, { ui: <EmailLoginView /> })
    fake.answer('CONNECT_EMAIL', () => ({ ok: true, payload: { action: 'VERIFY_OTP' } }))
    await userEvent.type(await emailField(), `  ${testEmail} {Enter}`)
    await waitFor(() => expect(kernel.router.current.view).toBe('EmailVerifyOtp'))
    expect(kernel.router.current.params).toEqual({ email: testEmail })
    expect(sent('CONNECT_EMAIL').map((request) => request.payload)).toEqual([{ email: testEmail }])
  })

  test('behavior: a new device opens the device approval view', async () => {
    const { kernel, fake } = await openLoginView(undefined, { ui: <EmailLoginView /> })
    fake.answer('CONNECT_EMAIL', () => ({ ok: true, payload: { action: 'VERIFY_DEVICE' } }))
    await userEvent.type(await emailField(), testEmail)
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(kernel.router.current.view).toBe('EmailVerifyDevice'))
    expect(kernel.router.current.params).toEqual({ email: testEmail })
  })

  test('behavior: within 30 s of the last email the cooldown message shows and nothing is sent', async () => {
    const { kernel, sent } = await openLoginView(undefined, { ui: <EmailLoginView /> })
    kernel
      .resolve(storageToken)
      .setItem(storageKeys.LAST_EMAIL_LOGIN_TIME, kernel.clock.now() - 29_500)
    await userEvent.type(await emailField(), testEmail)
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again after 1 seconds')
    expect(sent('CONNECT_EMAIL')).toEqual([])
    expect(kernel.router.current.view).not.toBe('EmailVerifyOtp')
  })

  test('behavior: a refusal from the frame shows its message and stays on the view', async () => {
    const { kernel, fake } = await openLoginView(undefined, { ui: <EmailLoginView /> })
    fake.answer('CONNECT_EMAIL', () => ({ ok: false, message: 'Email is blocked' }))
    await userEvent.type(await emailField(), testEmail)
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Email is blocked')
    expect(kernel.router.current.view).not.toBe('EmailVerifyOtp')
  })
})

describe('EmailSection', () => {
  afterEach(cleanup)

  test('behavior: the Connect view offers the email field, which starts the email login', async () => {
    const { kernel, fake, sent } = await openLoginView({ view: 'Connect' })
    fake.answer('CONNECT_EMAIL', () => ({ ok: true, payload: { action: 'VERIFY_OTP' } }))
    await userEvent.type(await emailField(), `${testEmail}{Enter}`)
    await waitFor(() => expect(kernel.router.current.view).toBe('EmailVerifyOtp'))
    expect(sent('CONNECT_EMAIL')).toHaveLength(1)
  })

  test('behavior: rendered on its own it checks the format too', async () => {
    const { sent } = await openLoginView(undefined, { ui: <EmailSection /> })
    await userEvent.type(await emailField(), 'not-an-email{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter a valid email address, like ada@example.com.',
    )
    expect(sent('CONNECT_EMAIL')).toEqual([])
  })
})

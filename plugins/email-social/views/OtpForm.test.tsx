// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { openLoginView, testEmail } from '../testing/openLoginView.ts'

const box = (n: number) =>
  screen.getByRole<HTMLInputElement>('textbox', { name: `Digit ${n} of 6` })
const values = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join(',')

async function openCodeView() {
  const opened = await openLoginView({ view: 'EmailVerifyOtp', params: { email: testEmail } })
  await screen.findByRole('textbox', { name: 'Digit 1 of 6' })
  return opened
}

describe('OtpForm', () => {
  afterEach(cleanup)

  test('behavior: after the email step, focus starts in the first box, which the dialog title and the field label name', async () => {
    const { fake } = await openLoginView({ view: 'EmailLogin' })
    fake.answer('CONNECT_EMAIL', () => ({ ok: true, payload: { action: 'VERIFY_OTP' } }))
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), testEmail)
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('textbox', { name: 'Digit 1 of 6' })
    await waitFor(() => expect(document.activeElement).toBe(box(1)))
    const group = screen.getByRole('group', { name: 'Confirm email Code' })
    expect(group.contains(box(6))).toBe(true)
    expect(group.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      `Enter the 6-digit code we emailed to ${testEmail}.`,
    )
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code')
    expect(box(1).getAttribute('inputmode')).toBe('numeric')
  })

  test('behavior: typing moves on, Backspace moves back and clears, arrows move', async () => {
    await openCodeView()
    await userEvent.click(box(1))
    await userEvent.keyboard('123')
    expect(values()).toBe('1,2,3,,,')
    expect(document.activeElement).toBe(box(4))
    await userEvent.keyboard('{Backspace}')
    expect(values()).toBe('1,2,,,,')
    expect(document.activeElement).toBe(box(3))
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(document.activeElement).toBe(box(1))
    await userEvent.keyboard('9{ArrowRight}')
    expect(values()).toBe('9,2,,,,')
    expect(document.activeElement).toBe(box(3))
    await userEvent.keyboard('x')
    expect(values()).toBe('9,2,,,,')
  })

  test('behavior: a pasted code with spaces or dashes fills all six boxes and submits', async () => {
    const { fake, sent } = await openCodeView()
    fake.answer('CONNECT_OTP', () => undefined)
    await userEvent.click(box(3))
    await userEvent.paste('123-456')
    expect(values()).toBe('1,2,3,4,5,6')
    await waitFor(() => expect(sent('CONNECT_OTP')).toHaveLength(1))
    expect(sent('CONNECT_OTP')[0]?.payload).toEqual({ otp: '123456' })
  })

  test('behavior: a refused code empties the boxes, refocuses the first and ties the error to each box', async () => {
    const { fake } = await openCodeView()
    fake.answer('CONNECT_OTP', () => ({ ok: false, message: 'Invalid code' }))
    await userEvent.click(box(1))
    await userEvent.paste('000 000')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Invalid code')
    await waitFor(() => expect(values()).toBe(',,,,,'))
    expect(document.activeElement).toBe(box(1))
    for (const n of [1, 6]) {
      expect(box(n).getAttribute('aria-invalid')).toBe('true')
      expect(box(n).getAttribute('aria-describedby')).toBe(alert.id)
    }
  })
})

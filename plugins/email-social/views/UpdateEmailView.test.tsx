// @vitest-environment jsdom
import { storageKeys, storageToken } from '@keyport/kernel'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { openLoginView } from '../testing/openLoginView.ts'
import UpdateEmailView from './UpdateEmailView.tsx'

const newEmail = 'grace@example.com'

async function openUpdateEmail() {
  return openLoginView(undefined, { ui: <UpdateEmailView /> })
}

async function enterNewEmail(value = newEmail) {
  await userEvent.type(screen.getByLabelText('New email'), value)
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
}

describe('UpdateEmailView', () => {
  afterEach(cleanup)

  test('behavior: the current address code, then the new address code, change the email', async () => {
    const { kernel, fake, sent } = await openUpdateEmail()
    fake.answer('UPDATE_EMAIL', () => ({ ok: true, payload: { action: 'VERIFY_PRIMARY_OTP' } }))
    fake.answer('UPDATE_EMAIL_PRIMARY_OTP', () => ({ ok: true, payload: {} }))
    fake.answer('UPDATE_EMAIL_SECONDARY_OTP', () => ({ ok: true, payload: { newEmail } }))
    await enterNewEmail(` ${newEmail} `)
    expect(
      (await screen.findByText('Enter the code we emailed to your current address.')).tagName,
    ).toBe('P')
    expect(sent('UPDATE_EMAIL').map((request) => request.payload)).toEqual([{ email: newEmail }])
    await userEvent.type(screen.getByLabelText('Digit 1 of 6'), '111111')
    expect(await screen.findByText(`Enter the code we emailed to ${newEmail}.`)).toBeTruthy()
    expect(sent('UPDATE_EMAIL_PRIMARY_OTP').map((request) => request.payload)).toEqual([
      { otp: '111111' },
    ])
    // The second step starts with an empty field.
    expect((screen.getByLabelText('Digit 1 of 6') as HTMLInputElement).value).toBe('')
    await userEvent.type(screen.getByLabelText('Digit 1 of 6'), '222222')
    expect((await screen.findByRole('status')).textContent).toBe(`Your email is now ${newEmail}.`)
    expect(sent('UPDATE_EMAIL_SECONDARY_OTP').map((request) => request.payload)).toEqual([
      { otp: '222222' },
    ])
    expect(kernel.resolve(storageToken).getItem(storageKeys.EMAIL)).toBe(newEmail)
  })

  test('behavior: when the frame skips the current address, the new address code comes first', async () => {
    const { fake, sent } = await openUpdateEmail()
    fake.answer('UPDATE_EMAIL', () => ({ ok: true, payload: { action: 'VERIFY_SECONDARY_OTP' } }))
    await enterNewEmail()
    expect(await screen.findByText(`Enter the code we emailed to ${newEmail}.`)).toBeTruthy()
    expect(screen.queryByText('Enter the code we emailed to your current address.')).toBeNull()
    expect(sent('UPDATE_EMAIL_PRIMARY_OTP')).toEqual([])
  })

  test('behavior: a malformed address shows the format message and asks the frame nothing', async () => {
    const { sent } = await openUpdateEmail()
    await enterNewEmail('grace@')
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter a valid email address, like ada@example.com.',
    )
    expect(sent('UPDATE_EMAIL')).toEqual([])
  })

  test('behavior: a refused new address shows the frame message on the email step', async () => {
    const { fake } = await openUpdateEmail()
    fake.answer('UPDATE_EMAIL', () => ({ ok: false, message: 'Email already in use' }))
    await enterNewEmail()
    expect((await screen.findByRole('alert')).textContent).toBe('Email already in use')
    expect(screen.getByLabelText('New email')).toBeTruthy()
  })

  test('behavior: a wrong current-address code shows the frame message and stays on that step', async () => {
    const { fake, sent } = await openUpdateEmail()
    fake.answer('UPDATE_EMAIL', () => ({ ok: true, payload: { action: 'VERIFY_PRIMARY_OTP' } }))
    fake.answer('UPDATE_EMAIL_PRIMARY_OTP', () => ({ ok: false, message: 'Invalid code' }))
    await enterNewEmail()
    await userEvent.type(await screen.findByLabelText('Digit 1 of 6'), '000000')
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code')
    expect(screen.getByText('Enter the code we emailed to your current address.')).toBeTruthy()
    expect(sent('UPDATE_EMAIL_SECONDARY_OTP')).toEqual([])
  })

  test('behavior: a wrong new-address code shows the frame message and keeps the email', async () => {
    const { kernel, fake } = await openUpdateEmail()
    fake.answer('UPDATE_EMAIL', () => ({ ok: true, payload: { action: 'VERIFY_SECONDARY_OTP' } }))
    fake.answer('UPDATE_EMAIL_SECONDARY_OTP', () => ({ ok: false, message: 'Code expired' }))
    await enterNewEmail()
    await userEvent.type(await screen.findByLabelText('Digit 1 of 6'), '000000')
    expect((await screen.findByRole('alert')).textContent).toBe('Code expired')
    expect(screen.queryByRole('status')).toBeNull()
    expect(kernel.resolve(storageToken).getItem(storageKeys.EMAIL)).toBeUndefined()
  })

  test('behavior: fewer than 6 digits are not sent', async () => {
    const { fake, sent } = await openUpdateEmail()
    fake.answer('UPDATE_EMAIL', () => ({ ok: true, payload: { action: 'VERIFY_PRIMARY_OTP' } }))
    await enterNewEmail()
    await userEvent.type(await screen.findByLabelText('Digit 1 of 6'), '12')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(screen.getByRole('alert').textContent).toBe('Enter the 6 digits of the code.')
    expect(sent('UPDATE_EMAIL_PRIMARY_OTP')).toEqual([])
  })
})

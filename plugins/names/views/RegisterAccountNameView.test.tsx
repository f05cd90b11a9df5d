// @vitest-environment jsdom
import { HttpStatusError } from '@keyport/kernel'
import { renderWithKernel } from '@keyport/kernel/testing'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { NamesError } from '../errors.ts'
import { NAME_SEARCH_DEBOUNCE_MS } from '../services/createNameSearch.ts'
import { fakeNameApi, namesTestKernel, signature } from '../testing/namesTestKernel.ts'

let dispose: (() => void) | undefined
afterEach(() => dispose?.())

function openRegister(options: Parameters<typeof namesTestKernel>[0] = {}) {
  const setup = namesTestKernel(options)
  dispose = () => setup.kernel.dispose()
  setup.kernel.router.push('ChooseAccountName')
  setup.kernel.router.push('RegisterAccountName')
  renderWithKernel(null, setup.kernel)
  const user = userEvent.setup()
  /** Lets the debounce run out, so the suggestions request goes. */
  const pause = () => act(() => setup.kernel.clock.advance(NAME_SEARCH_DEBOUNCE_MS))
  return { ...setup, user, pause }
}

const field = () => screen.findByLabelText('Account name')
const note = () => screen.getByTestId('account-name-note').textContent

describe('RegisterAccountNameView', () => {
  test('behavior: the rule is checked as you type, and nothing is asked for a bad name', async () => {
    const { user, api, pause } = openRegister()
    await user.type(await field(), 'ab_c')
    await pause()
    expect(note()).toBe('Use letters, digits and hyphens only.')
    expect((await field()).getAttribute('aria-invalid')).toBe('true')
    await user.clear(await field())
    await user.type(await field(), 'abc')
    await pause()
    expect(note()).toBe('Use at least 4 characters.')
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(document.activeElement).toBe(await field())
    expect(api.suggestions).not.toHaveBeenCalled()
  })

  test('behavior: a taken name says so and offers free variants; picking one makes it available', async () => {
    const api = fakeNameApi()
    api.suggestions.mockImplementation(async (label) =>
      label === 'alice'
        ? [
            { name: 'alice.keyport.id', registered: true },
            { name: 'alice1.keyport.id', registered: false },
            { name: 'alice-x.keyport.id', registered: false },
          ]
        : [{ name: `${label}.keyport.id`, registered: false }],
    )
    const { user, pause } = openRegister({ api })
    await user.type(await field(), 'alice')
    expect(note()).toBe('Checking alice.keyport.id…')
    await pause()
    await waitFor(() => expect(note()).toBe('alice.keyport.id is already taken'))
    await user.click(screen.getByRole('button', { name: 'alice1.keyport.id, available' }))
    expect((await field()).getAttribute('value')).toBe('alice1')
    await pause()
    await waitFor(() => expect(note()).toBe('alice1.keyport.id is available'))
    expect(api.suggestions.mock.calls.map(([label]) => label)).toEqual(['alice', 'alice1'])
  })

  test("behavior: a failed suggestions call shows 'Error fetching name suggestions'", async () => {
    const api = fakeNameApi()
    api.suggestions.mockRejectedValue(new NamesError('suggestions'))
    const { user, pause } = openRegister({ api })
    await user.type(await field(), 'carol')
    await pause()
    await waitFor(() => expect(note()).toBe('Error fetching name suggestions'))
  })

  test('behavior: Enter registers: the wallet signs, the success view shows the name', async () => {
    const api = fakeNameApi()
    api.suggestions.mockResolvedValue([{ name: 'dave-01.keyport.id', registered: false }])
    const { user, pause, provider, kernel } = openRegister({ api })
    await user.type(await field(), 'Dave-01')
    await pause()
    await waitFor(() => expect(note()).toBe('dave-01.keyport.id is available'))
    await user.keyboard('{Enter}')
    expect(await screen.findByText('dave-01.keyport.id is yours')).toBeTruthy()
    expect(kernel.router.current.view).toBe('RegisterAccountNameSuccess')
    expect(provider.request).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'personal_sign' }),
    )
    expect(api.register).toHaveBeenCalledWith(expect.objectContaining({ signature }))
    await user.click(screen.getByRole('button', { name: 'Back to account' }))
    expect(kernel.router.state.history.map((entry) => entry.view)).toEqual(['Account'])
  })

  test('behavior: a refused registration returns here with the reason; editing clears it', async () => {
    const api = fakeNameApi()
    api.register.mockRejectedValue(new HttpStatusError({ status: 500 }))
    const { user, kernel } = openRegister({ api })
    await user.type(await field(), 'erin')
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error registering name erin.keyport.id',
    )
    expect(kernel.router.current.view).toBe('RegisterAccountName')
    expect((await field()).getAttribute('value')).toBe('erin')
    await user.type(await field(), 'x')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

// @vitest-environment jsdom
import { testNetworks } from '@keyport/connect/testing'
import { renderWithKernel } from '@keyport/kernel/testing'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { fakeNameApi, namesTestKernel } from '../testing/namesTestKernel.ts'

let dispose: (() => void) | undefined
afterEach(() => dispose?.())

describe('RegisterAccountNameSuccessView', () => {
  test('behavior: while the wallet signs it waits; Cancel clears loading and returns to the register view', async () => {
    const api = fakeNameApi()
    // The wallet never answers: the user gives up.
    const setup = namesTestKernel({ api, sign: () => new Promise(() => {}) })
    dispose = () => setup.kernel.dispose()
    const { kernel } = setup
    kernel.router.push('ChooseAccountName')
    kernel.router.push('RegisterAccountName')
    const names = await setup.load()
    renderWithKernel(null, kernel)
    const user = userEvent.setup()

    void names.registration.register('frank', testNetworks[0]).catch(() => undefined)
    expect(await screen.findByText('Registering frank.keyport.id')).toBeTruthy()
    expect(kernel.router.current.view).toBe('RegisterAccountNameSuccess')
    expect(names.registration.state.loading).toBe(true)

    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(names.registration.state.loading).toBe(false)
    await waitFor(() => expect(kernel.router.current.view).toBe('RegisterAccountName'))
    expect(api.register).not.toHaveBeenCalled()
    expect(await screen.findByLabelText('Account name')).toBeTruthy()
  })
})

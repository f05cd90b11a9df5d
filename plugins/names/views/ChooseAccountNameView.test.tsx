// @vitest-environment jsdom
import { renderWithKernel } from '@keyport/kernel/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { NamesError } from '../errors.ts'
import { fakeNameApi, namesTestKernel } from '../testing/namesTestKernel.ts'

let dispose: (() => void) | undefined
afterEach(() => dispose?.())

function openChoose(api = fakeNameApi()) {
  const setup = namesTestKernel({ api })
  dispose = () => setup.kernel.dispose()
  setup.kernel.router.push('ChooseAccountName')
  renderWithKernel(null, setup.kernel)
  return { ...setup, user: userEvent.setup() }
}

const profile = (name: string) => ({
  name,
  registered: 1,
  updated: 1,
  addresses: {},
  attributes: {},
})

describe('ChooseAccountNameView', () => {
  test('behavior: lists the names of the account; Choose name opens RegisterAccountName', async () => {
    const api = fakeNameApi()
    api.namesForAddress.mockResolvedValue([profile('zed-1.keyport.id'), profile('zed.keyport.id')])
    const { user, kernel, address } = openChoose(api)
    const owned = await screen.findAllByTestId('owned-name')
    expect(owned.map((item) => item.textContent)).toEqual(['zed-1.keyport.id', 'zed.keyport.id'])
    expect(api.namesForAddress).toHaveBeenCalledWith(address)
    await user.click(screen.getByRole('button', { name: 'Choose name' }))
    expect(kernel.router.current.view).toBe('RegisterAccountName')
  })

  test("behavior: a failed lookup says 'Error fetching names for address' and still lets you choose", async () => {
    const api = fakeNameApi()
    api.namesForAddress.mockRejectedValue(new NamesError('namesForAddress'))
    openChoose(api)
    expect((await screen.findByRole('alert')).textContent).toBe('Error fetching names for address')
    expect(screen.getByRole('button', { name: 'Choose name' })).toBeTruthy()
  })

  test('behavior: an account without a name is told what to do next', async () => {
    const api = fakeNameApi()
    api.namesForAddress.mockResolvedValue([])
    openChoose(api)
    expect((await screen.findByTestId('owned-none')).textContent).toBe(
      'This account has no name yet. Choose one below to get started.',
    )
    expect(screen.queryByTestId('owned-name')).toBeNull()
  })
})

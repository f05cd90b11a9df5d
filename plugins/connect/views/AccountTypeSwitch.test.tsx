// @vitest-environment jsdom
import { renderWithKernel } from '@keyport/kernel/testing'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BehaviorSubject } from 'rxjs'
import { afterEach, describe, expect, test } from 'vitest'
import type { AccountKind, AccountTypeControl, AccountTypeState } from '../connectors/types.ts'
import { AccountTypeSwitch } from './AccountTypeSwitch.tsx'
import { connectTestKernel } from './testing/fakeConnect.ts'

/** A wallet offering both types; `fail` makes the switch to a smart account reject. */
function fakeControl({ fail = false } = {}) {
  const state$ = new BehaviorSubject<AccountTypeState>({
    type: 'eoa',
    available: ['eoa', 'smartAccount'],
    smartAccountDeployed: false,
  })
  const control: AccountTypeControl = {
    state$,
    get state() {
      return state$.value
    },
    async switchTo(type: AccountKind) {
      if (fail && type === 'smartAccount') throw new Error('no smart accounts here')
      state$.next({ ...state$.value, type })
    },
  }
  return control
}

describe('AccountTypeSwitch', () => {
  afterEach(cleanup)

  test('behavior: shows the type and switches between EOA and smart account', async () => {
    const { kernel } = connectTestKernel()
    // Rendered on its own, outside the modal that would load them: the plugin's texts first.
    await kernel.i18n.load()
    renderWithKernel(<AccountTypeSwitch control={fakeControl()} />, kernel)
    expect(screen.getByTestId('account-type').textContent).toBe('Account type: EOA')
    await userEvent.click(screen.getByRole('button', { name: 'Switch to smart account' }))
    expect(await screen.findByText('Account type: Smart account')).toBeTruthy()
    expect(screen.getByText('Deployed with its first transaction')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Switch to EOA' }))
    expect(await screen.findByText('Account type: EOA')).toBeTruthy()
  })

  test("behavior: a failed switch stays on the EOA and toasts 'This application might not support Smart Accounts'", async () => {
    const { kernel } = connectTestKernel()
    // Rendered on its own, outside the modal that would load them: the plugin's texts first.
    await kernel.i18n.load()
    renderWithKernel(<AccountTypeSwitch control={fakeControl({ fail: true })} />, kernel)
    await userEvent.click(screen.getByRole('button', { name: 'Switch to smart account' }))
    await expect
      .poll(() => kernel.toast.state.message)
      .toBe('This application might not support Smart Accounts')
    expect(screen.getByTestId('account-type').textContent).toBe('Account type: EOA')
  })
})

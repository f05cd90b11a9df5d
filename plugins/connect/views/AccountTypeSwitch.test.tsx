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

  test('behavior: upgrades the EOA in place (EIP-7702), marks the type, then undelegates back to the EOA', async () => {
    const { kernel } = connectTestKernel()
    await kernel.i18n.load()
    const control = fake7702Control()
    renderWithKernel(<AccountTypeSwitch control={control} />, kernel)
    const upgrade = screen.getByRole('button', { name: 'Upgrade this address' })
    expect(upgrade.getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText('EIP-7702: same address, smart-account powers')).toBeTruthy()
    // Keyboard: the upgrade is reached and pressed without a mouse.
    upgrade.focus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByText('Account type: Upgraded EOA (EIP-7702)')).toBeTruthy()
    expect(screen.getByText('Same address')).toBeTruthy()
    expect(screen.getByText('Delegated with its first transaction')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Undelegate' })).toBeNull()
    // The first operation delegated it on chain.
    control.delegate()
    await userEvent.click(await screen.findByRole('button', { name: 'Undelegate' }))
    expect(control.undelegations).toBe(1)
    expect(await screen.findByText('Account type: EOA')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe(
      'Delegation removed: this address is a plain EOA again',
    )
    expect(screen.queryByRole('button', { name: 'Undelegate' })).toBeNull()
  })

  test("behavior: the frame's refusals are said in the view: a declined upgrade keeps the type, an undelegation without ETH names the reason", async () => {
    const { kernel } = connectTestKernel()
    await kernel.i18n.load()
    const control = fake7702Control({
      upgradeError: 'Signature declined',
      undelegateError: 'You need ETH on Anvil to pay the gas of undelegating',
      delegated: true,
    })
    renderWithKernel(<AccountTypeSwitch control={control} />, kernel)
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade this address' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You declined the upgrade; the account type is unchanged',
    )
    expect(screen.getByTestId('account-type').textContent).toBe('Account type: EOA')
    await userEvent.click(screen.getByRole('button', { name: 'Undelegate' }))
    await expect
      .poll(() => screen.getByRole('alert').textContent)
      .toBe('Could not undelegate: You need ETH on Anvil to pay the gas of undelegating')
    expect(screen.getByRole('button', { name: 'Undelegate' })).toBeTruthy()
  })

  test("behavior: the outcome outlives the view: the wallet's card replaces the Account view while open, and the view that comes back says the refusal", async () => {
    const { kernel } = connectTestKernel()
    await kernel.i18n.load()
    const control = fake7702Control({ delegated: true })
    let refuse: (error: Error) => void = () => undefined
    control.undelegate = () =>
      new Promise<void>((_, reject) => {
        refuse = reject
      })
    const first = renderWithKernel(<AccountTypeSwitch control={control} />, kernel)
    await userEvent.click(screen.getByRole('button', { name: 'Undelegate' }))
    first.unmount()
    refuse(Object.assign(new Error('x'), { shortMessage: 'Revoke your session keys first' }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    renderWithKernel(<AccountTypeSwitch control={control} />, kernel)
    expect(screen.getByRole('alert').textContent).toBe(
      'Could not undelegate: Revoke your session keys first',
    )
    expect(screen.getByRole('button', { name: 'Undelegate' }).hasAttribute('disabled')).toBe(false)
  })

  test('behavior: the view reads the wallet again when it opens: an operation since delegated the EOA, so Undelegate shows', async () => {
    const { kernel } = connectTestKernel()
    await kernel.i18n.load()
    const control = fake7702Control()
    control.refresh = async () => control.delegate()
    renderWithKernel(<AccountTypeSwitch control={control} />, kernel)
    expect(await screen.findByRole('button', { name: 'Undelegate' })).toBeTruthy()
  })

  test('behavior: no upgrade is offered where the chain has no delegate (the wallet lists no eip7702)', async () => {
    const { kernel } = connectTestKernel()
    await kernel.i18n.load()
    renderWithKernel(<AccountTypeSwitch control={fakeControl()} />, kernel)
    expect(screen.queryByRole('button', { name: 'Upgrade this address' })).toBeNull()
  })
})

const DELEGATE = '0x00000000000000000000000000000000000000d7' as const

/** An embedded wallet on a chain with a delegate: eoa, smartAccount and eip7702 offered. */
function fake7702Control({
  upgradeError,
  undelegateError,
  delegated = false,
}: {
  upgradeError?: string
  undelegateError?: string
  delegated?: boolean
} = {}) {
  const state$ = new BehaviorSubject<AccountTypeState>({
    type: 'eoa',
    available: ['eoa', 'smartAccount', 'eip7702'],
    smartAccountDeployed: false,
    delegation: { delegate: DELEGATE, delegated },
  })
  const frameError = (message: string) =>
    Object.assign(new Error(message), { shortMessage: message })
  let undelegations = 0
  const control: AccountTypeControl & { readonly undelegations: number; delegate(): void } = {
    state$,
    get undelegations() {
      return undelegations
    },
    get state() {
      return state$.value
    },
    async switchTo(type: AccountKind) {
      if (upgradeError && type === 'eip7702') throw frameError(upgradeError)
      state$.next({ ...state$.value, type })
    },
    delegate() {
      state$.next({ ...state$.value, delegation: { delegate: DELEGATE, delegated: true } })
    },
    async undelegate() {
      undelegations++
      if (undelegateError) throw frameError(undelegateError)
      state$.next({
        ...state$.value,
        type: 'eoa',
        delegation: { delegate: DELEGATE, delegated: false },
      })
    },
  }
  return control
}

// @vitest-environment jsdom
import { accountActionsToken } from '@keyport/connect'
import {
  address,
  connectTestKernel,
  fakeAccountData,
  fakeConnection,
} from '@keyport/connect/testing'
import { renderWithKernel } from '@keyport/kernel/testing'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { pluginTemplateAccountAction } from './accountAction.ts'
import { pluginTemplatePlugin } from './index.ts'

function accountKernel() {
  const { kernel } = connectTestKernel({
    connection: fakeConnection({
      status: 'connected',
      address,
      accounts: [address],
      chainId: 1,
      connectorId: 'io.keyport.testwallet',
    }),
    accountData: fakeAccountData(),
    plugins: [pluginTemplatePlugin({ defaultView: false })],
  })
  return kernel
}

function openAccount() {
  const kernel = accountKernel()
  kernel.modal.open()
  renderWithKernel(null, kernel)
  return kernel
}

describe('pluginTemplateAccountAction', () => {
  afterEach(cleanup)

  test("behavior: the plugin's button in the Account view opens its view", async () => {
    const kernel = openAccount()
    expect(kernel.router.current.view).toBe('Account')
    await userEvent.click(await screen.findByRole('button', { name: 'Plugin template' }))
    expect(kernel.router.current.view).toBe('plugin-template/networks')
  })

  test('behavior: the action comes with the modal part, not with the host page', async () => {
    const kernel = accountKernel()
    const ids = () => kernel.resolve(accountActionsToken).actions.map((action) => action.id)
    expect(ids()).not.toContain(pluginTemplateAccountAction.id)
    await kernel.prepareModal()
    expect(ids()).toContain(pluginTemplateAccountAction.id)
    void kernel.dispose()
  })
})

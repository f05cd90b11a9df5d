// @vitest-environment jsdom
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
import { pluginTemplatePlugin } from './index.ts'

function openAccount() {
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
})

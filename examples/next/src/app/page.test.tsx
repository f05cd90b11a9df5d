import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import Page from './page'
import { Providers } from './providers'

afterEach(cleanup)

describe('Page', () => {
  test('behavior: Connect Wallet opens the modal on the wallet list', async () => {
    render(
      <Providers initialState={undefined}>
        <Page />
      </Providers>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    // The first open loads the modal and its lazy view: slow on a busy machine.
    const lazy = { timeout: 20_000 }
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' }, lazy)).toBeTruthy()
    expect(await screen.findByRole('button', { name: /All Wallets/ }, lazy)).toBeTruthy()
  }, 30_000)
})

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { App } from './App'
import { keyport } from './keyport'
import { plugins } from './plugins'

afterEach(cleanup)

describe('App', () => {
  test('behavior: starts Keyport with every configured plugin', () => {
    expect([...keyport.plugins].sort()).toEqual(plugins.map((plugin) => plugin.id).sort())
  })

  test('behavior: Connect Wallet opens the modal on the wallet list', async () => {
    render(<App />)
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    // The first open compiles the modal and its lazy view on demand: slow on a busy machine.
    const lazy = { timeout: 20_000 }
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' }, lazy)).toBeTruthy()
    expect(await screen.findByRole('button', { name: /All Wallets/ }, lazy)).toBeTruthy()
  }, 30_000)
})

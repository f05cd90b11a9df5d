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
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: /All Wallets/ })).toBeTruthy()
    // The first open compiles the modal and its view on demand, which is slow on a busy machine.
  }, 30_000)
})

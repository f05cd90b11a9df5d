// @vitest-environment jsdom
import { renderWithKernel } from '@keyport/kernel/testing'
import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { connectMethodSectionsToken } from '../tokens.ts'
import { connectTestKernel, fakeConnector } from './testing/fakeConnect.ts'

const section = (method: 'email' | 'social', label: string) => ({
  id: `test/${method}`,
  method,
  load: async () => ({ default: () => <p data-testid="method">{label}</p> }),
})

function render(options: Parameters<typeof connectTestKernel>[0]) {
  const { kernel } = connectTestKernel(options)
  const sections = kernel.resolve(connectMethodSectionsToken)
  sections.add(section('social', 'Social buttons'))
  sections.add(section('email', 'Email field'))
  kernel.modal.open()
  renderWithKernel(null, kernel)
  return kernel
}

const order = async () => {
  await screen.findAllByTestId('method', undefined, { timeout: 5_000 })
  await screen.findByRole('button', { name: /All Wallets/ }, { timeout: 5_000 })
  const items = document.querySelectorAll(
    '[data-testid="method"], [aria-label="Wallets"], p.kp-text--muted',
  )
  return [...items].map((item) => (item.getAttribute('aria-label') ? 'wallets' : item.textContent))
}

describe('ConnectView connect methods', () => {
  test('behavior: with a browser wallet shown, the wallet list comes first, then email, then social', async () => {
    render({})
    expect(await order()).toEqual(['wallets', 'Email field', 'Social buttons'])
  })

  test('behavior: with no browser wallet, email and social come before the wallets', async () => {
    render({ connectors: [fakeConnector('auth', 'Email', 'AUTH')] })
    expect((await order()).slice(0, 2)).toEqual(['Email field', 'Social buttons'])
  })

  test("behavior: the host's connectMethodsOrder wins, and the email flag hides the email section", async () => {
    render({ features: { connectMethodsOrder: ['social', 'wallet', 'email'], email: false } })
    expect(await order()).toEqual(['Social buttons', 'wallets'])
    expect(screen.queryByText('Email field')).toBeNull()
  })
})

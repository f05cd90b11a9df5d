// @vitest-environment jsdom
import { renderWithKernel } from '@keyport/kernel/testing'
import { act, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { NetworkButton } from '../components/NetworkButton.tsx'
import { address, connectTestKernel, fakeConnection } from './testing/fakeConnect.ts'

const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name })

function setup(enableNetworkSwitch?: boolean) {
  const connection = fakeConnection({
    status: 'connected',
    address,
    accounts: [address],
    chainId: 1,
    chainSupported: true,
  })
  const options = enableNetworkSwitch === undefined ? {} : { enableNetworkSwitch }
  return connectTestKernel({ connection, options })
}

describe('enableNetworkSwitch', () => {
  test('behavior: false makes the Network button, the Account row and the Networks list read-only', async () => {
    const { kernel, connection } = setup(false)
    renderWithKernel(<NetworkButton />, kernel)
    expect(button('Network Ethereum (local)').disabled).toBe(true)
    act(() => kernel.modal.open({ view: 'Account' }))
    const row = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Network: Ethereum (local)',
    })
    expect(row.disabled).toBe(true)
    act(() => kernel.router.push('Networks'))
    expect(
      (await screen.findByRole<HTMLButtonElement>('button', { name: /Base \(local\)/ })).disabled,
    ).toBe(true)
    expect(connection.pending).toHaveLength(0)
  })

  test('behavior: a wrong network still opens UnsupportedChain, whose list is read-only too', async () => {
    const { kernel, connection } = setup(false)
    renderWithKernel(<NetworkButton />, kernel)
    act(() => connection.set({ chainId: 10, chainSupported: false }))
    expect(kernel.router.current.view).toBe('UnsupportedChain')
    expect(button('Network Wrong network').disabled).toBe(false)
    expect(
      (await screen.findByRole<HTMLButtonElement>('button', { name: /Base \(local\)/ })).disabled,
    ).toBe(true)
  })

  test('behavior: by default the user switches from the button and the list', async () => {
    const { kernel } = setup()
    renderWithKernel(<NetworkButton />, kernel)
    expect(button('Network Ethereum (local)').disabled).toBe(false)
    act(() => kernel.modal.open({ view: 'Networks' }))
    expect(
      (await screen.findByRole<HTMLButtonElement>('button', { name: /Base \(local\)/ })).disabled,
    ).toBe(false)
  })
})

// @vitest-environment jsdom
import { renderWithKernel } from '@keyport/kernel/testing'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { address, connectTestKernel, fakeConnection } from '../views/testing/fakeConnect.ts'
import { AccountButton } from './AccountButton.tsx'
import { NetworkButton } from './NetworkButton.tsx'

describe('AccountButton and NetworkButton', () => {
  test('behavior: nothing while disconnected; address and network once connected; they open their views', async () => {
    const connection = fakeConnection()
    const { kernel } = connectTestKernel({ connection })
    renderWithKernel(
      <>
        <NetworkButton />
        <AccountButton />
      </>,
      kernel,
    )
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    act(() => connection.set({ status: 'connected', address, accounts: [address], chainId: 1 }))
    expect(screen.getByRole('button', { name: `Account ${address}` }).textContent).toBe(
      '0x7099…79C8',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Network Ethereum (local)' }))
    expect(kernel.router.current.view).toBe('Networks')
    act(() => kernel.modal.close())
    await userEvent.click(screen.getByRole('button', { name: `Account ${address}` }))
    expect(kernel.router.current.view).toBe('Account')
  })

  test('behavior: an unsupported chain reads Wrong network', () => {
    const connection = fakeConnection({
      status: 'connected',
      address,
      accounts: [address],
      chainId: 10,
      chainSupported: false,
    })
    const { kernel } = connectTestKernel({ connection })
    renderWithKernel(<NetworkButton />, kernel)
    expect(screen.getByRole('button', { name: 'Network Wrong network' })).toBeTruthy()
  })
})

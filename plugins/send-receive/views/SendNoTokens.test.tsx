// @vitest-environment jsdom
import { renderWithKernel } from '@keyport/kernel/testing'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { sendTestKernel } from '../testing/sendTestKernel.ts'
import { SendNoTokens } from './SendNoTokens.tsx'

describe('SendNoTokens', () => {
  afterEach(cleanup)

  test('behavior: says there is nothing to send and offers Receive as the next step', async () => {
    const { kernel } = sendTestKernel()
    await kernel.prepareModal()
    kernel.modal.open({ view: 'WalletSend' })
    renderWithKernel(<SendNoTokens network="Ethereum" />, kernel)
    const empty = screen
      .getAllByRole('status')
      .find((node) => node.textContent?.includes('no tokens'))
    expect(empty?.textContent).toContain('There are no tokens on Ethereum to send yet.')
    expect(empty?.textContent).toContain('Receive tokens to this account first')
    await userEvent.click(screen.getAllByRole('button', { name: 'Receive' })[0]!)
    expect(kernel.router.current.view).toBe('WalletReceive')
  })
})

// @vitest-environment jsdom
import { renderWithKernel } from '@keyport/kernel/testing'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { connectMethodSectionsToken } from '../tokens.ts'
import { connectTestKernel } from './testing/fakeConnect.ts'

const terms = 'https://app.example/terms'
const privacy = 'https://app.example/privacy'
const wallet = /Keyport Test Wallet/

// A contributed section stands in for the email and social plugins: the gate must reach it too.
const emailSection = {
  id: 'test/email',
  method: 'email' as const,
  load: async () => ({
    default: () => (
      <label>
        Email <input type="email" />
      </label>
    ),
  }),
}

function render({ legalCheckbox = false, options = {} } = {}) {
  const { kernel } = connectTestKernel({ features: { legalCheckbox }, options })
  kernel.resolve(connectMethodSectionsToken).add(emailSection)
  const warn = vi.spyOn(kernel.logger, 'warn')
  kernel.modal.open()
  renderWithKernel(null, kernel)
  return { kernel, warn }
}

// A control inside a disabled fieldset is disabled too, though its own `disabled` is false.
const disabled = (element: HTMLElement) => element.matches(':disabled')
const checked = (element: HTMLElement) => (element as HTMLInputElement).checked
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

// The first render loads the lazy view's module graph: allow for a busy machine.
const ready = () => screen.findByRole('textbox', { name: 'Email' }, { timeout: 5_000 })

describe('ConnectView terms line', () => {
  test('behavior: links the terms and privacy pages in a new tab, under the options', async () => {
    render({ options: { termsConditionsUrl: terms, privacyPolicyUrl: privacy } })
    await ready()
    const line = screen.getByText(/By connecting your wallet/)
    expect(line.textContent).toBe(
      'By connecting your wallet, you agree to our Terms of Service and Privacy Policy',
    )
    const links = within(line).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Terms of Service', terms],
      ['Privacy Policy', privacy],
    ])
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(disabled(screen.getByRole('button', { name: wallet }))).toBe(false)
  })

  test('behavior: links only the page the app gave', async () => {
    render({ options: { privacyPolicyUrl: privacy } })
    await ready()
    expect(screen.getByText(/By connecting your wallet/).textContent).toBe(
      'By connecting your wallet, you agree to our Privacy Policy',
    )
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Privacy Policy'])
  })

  test('behavior: without URLs there is no terms line and no link', async () => {
    render()
    await ready()
    expect(screen.queryByText(/By connecting your wallet/)).toBeNull()
    expect(screen.queryAllByRole('link')).toEqual([])
  })

  test('behavior: a bad URL is refused with a clear message, and not linked', async () => {
    const { warn } = render({
      options: { termsConditionsUrl: 'javascript:alert(1)', privacyPolicyUrl: privacy },
    })
    await ready()
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([privacy])
    expect(warn).toHaveBeenCalledWith(
      'termsConditionsUrl must be an http(s) URL, like https://example.com/terms; it is not linked',
    )
  })
})

describe('ConnectView legalCheckbox', () => {
  const options = { termsConditionsUrl: terms, privacyPolicyUrl: privacy }

  test('behavior: wallets, All Wallets and contributed sections are off until the box is ticked by keyboard', async () => {
    const { kernel } = render({ legalCheckbox: true, options })
    const email = await ready()
    const box = screen.getByRole('checkbox', {
      name: 'I agree to our Terms of Service and Privacy Policy',
    })
    expect(checked(box)).toBe(false)
    expect(description(box)).toBe('Tick the box to choose a wallet or sign in.')
    const walletButton = screen.getByRole('button', { name: wallet })
    expect(disabled(walletButton)).toBe(true)
    expect(disabled(screen.getByRole('button', { name: /All Wallets/ }))).toBe(true)
    expect(disabled(email)).toBe(true)
    await userEvent.click(walletButton)
    expect(kernel.router.current.view).toBe('Connect')
    expect(screen.queryByText(/By connecting your wallet/)).toBeNull()

    // Tab through the dialog (close button, box, its two links) until the box has focus.
    for (let step = 0; step < 4 && document.activeElement !== box; step++) await userEvent.tab()
    expect(document.activeElement).toBe(box)
    await userEvent.keyboard(' ')
    expect(checked(box)).toBe(true)
    expect(description(box)).toBe('')
    expect(disabled(email)).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: wallet }))
    expect(kernel.router.current).toEqual({
      view: 'ConnectingExternal',
      params: { connectorId: 'io.keyport.testwallet' },
    })
  })

  test('behavior: the tick lasts while the modal is open and is asked again on the next open', async () => {
    const { kernel } = render({ legalCheckbox: true, options })
    await ready()
    await userEvent.click(screen.getByRole('checkbox'))
    act(() => kernel.router.push('AllWallets'))
    act(() => kernel.router.goBack())
    expect(checked(await screen.findByRole('checkbox'))).toBe(true)
    act(() => kernel.modal.close())
    act(() => kernel.modal.open())
    expect(checked(await screen.findByRole('checkbox'))).toBe(false)
    expect(disabled(await screen.findByRole('button', { name: wallet }))).toBe(true)
  })

  test('behavior: with the flag off the buttons work without a box', async () => {
    const { kernel } = render({ options })
    await ready()
    expect(screen.queryByRole('checkbox')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: wallet }))
    expect(kernel.router.current.view).toBe('ConnectingExternal')
  })

  test('behavior: with the flag on but no URL there is nothing to agree to: no box, a warning', async () => {
    const { warn } = render({ legalCheckbox: true })
    await ready()
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(disabled(screen.getByRole('button', { name: wallet }))).toBe(false)
    expect(warn).toHaveBeenCalledWith(
      'legalCheckbox is on but no termsConditionsUrl or privacyPolicyUrl is set',
    )
  })
})

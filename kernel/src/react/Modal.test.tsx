// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { defineModalPart } from '../plugin/defineModalPart'
import { definePlugin, type Plugin } from '../plugin/definePlugin'
import { defineView } from '../router/views'
import { createTestKernel } from '../testing/createTestKernel'
import { helloPlugin } from '../testing/helloPlugin'
import { renderWithKernel } from '../testing/renderWithKernel'
import { ConnectButton } from './ConnectButton'

declare module '../router/views' {
  interface KeyportViews {
    'modal-test/flaky': undefined
    'modal-test/titled': { who: string }
    'modal-test/late': undefined
  }
}

async function openWithButton(plugins: Plugin[] = [helloPlugin()]) {
  const kernel = createTestKernel({ plugins })
  const user = userEvent.setup()
  renderWithKernel(<ConnectButton />, kernel)
  const opener = screen.getByRole('button', { name: 'Connect Wallet' })
  await user.click(opener)
  const dialog = await screen.findByRole('dialog')
  return { kernel, user, opener, dialog }
}

describe('Modal', () => {
  test('behavior: opens as a modal dialog labelled by its title, with the view loaded lazily', async () => {
    const { dialog } = await openWithButton()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Hello plugin')
    expect(await screen.findByRole('button', { name: 'Wave' })).toBeTruthy()
  })

  test('behavior: focus moves in, Tab wraps inside, Escape closes and focus returns to the opener', async () => {
    const { user, opener, dialog } = await openWithButton()
    await screen.findByRole('button', { name: 'Wave' })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    for (let i = 0; i < 6; i++) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
    for (let i = 0; i < 6; i++) {
      await user.tab({ shift: true })
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })

  test('behavior: a view that refuses to close survives Escape and the close button', async () => {
    const { user, kernel } = await openWithButton()
    await user.click(await screen.findByRole('button', { name: /cannot be closed/ }))
    expect(await screen.findByRole('heading', { name: 'Locked step' })).toBeTruthy()
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(kernel.modal.state.refusals).toBe(2)
    expect(screen.getByText('Finish this step to continue.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Leave this step' }))
    expect(await screen.findByRole('heading', { name: 'Hello plugin' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  test('behavior: Back returns to the previous view', async () => {
    const { user } = await openWithButton()
    await user.click(await screen.findByRole('button', { name: /cannot be closed/ }))
    await user.click(await screen.findByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('heading', { name: 'Hello plugin' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })

  test('behavior: a deeper view slides in forward, Back slides in back, the first view does not slide', async () => {
    const { user } = await openWithButton()
    const viewOf = (name: string) => screen.getByRole('button', { name }).closest('.kp-view')
    await screen.findByRole('button', { name: 'Wave' })
    expect(viewOf('Wave')?.className).toBe('kp-view kp-view--initial')
    await user.click(screen.getByRole('button', { name: /cannot be closed/ }))
    await screen.findByRole('button', { name: 'Leave this step' })
    expect(viewOf('Leave this step')?.className).toBe('kp-view kp-view--forward')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByRole('button', { name: 'Wave' })
    expect(viewOf('Wave')?.className).toBe('kp-view kp-view--back')
  })

  test('behavior: without plugins the kernel Connect view explains that nothing is installed', async () => {
    await openWithButton([])
    expect(await screen.findByText('No connection methods are available yet.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
  })

  test('behavior: a view that throws is contained by its error boundary and can retry', async () => {
    // React logs the caught render error; the boundary's output is what this test checks.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let broken = true
    const flaky = definePlugin({
      id: 'flaky',
      views: [
        defineView({
          id: 'modal-test/flaky',
          title: 'connect.title',
          load: async () => ({
            default: function FlakyView() {
              if (broken) throw new Error('Rendering failed')
              return <p>Recovered</p>
            },
          }),
        }),
      ],
      setup: ({ modal }) =>
        modal.setDefaultView(() => ({ view: 'modal-test/flaky', params: undefined })),
    })
    const { user } = await openWithButton([flaky])
    expect((await screen.findByRole('alert')).textContent).toContain('Rendering failed')
    expect(screen.getByRole('dialog')).toBeTruthy()
    broken = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Recovered')).toBeTruthy()
  })

  test('behavior: the modal waits for catalogs that load with it, so its title shows their texts', async () => {
    let loads = 0
    const lazyTexts = definePlugin({
      id: 'lazy-texts',
      messages: {
        en: async () => {
          loads += 1
          return { 'titled.title': 'Log in with {who}', 'titled.github': 'GitHub' }
        },
      },
      views: [
        defineView({
          id: 'modal-test/titled',
          title: 'titled.title',
          titleParams: ({ who }, t) => ({ who: t(`titled.${who}`) }),
          load: async () => ({ default: () => <p>Waiting</p> }),
        }),
      ],
      setup: ({ modal }) =>
        modal.setDefaultView(() => ({ view: 'modal-test/titled', params: { who: 'github' } })),
    })
    const { dialog } = await openWithButton([lazyTexts])
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Log in with GitHub')
    expect(loads).toBe(1)
  })

  test('behavior: the modal waits for plugins’ modal parts, so a view from one shows on first open', async () => {
    const late = definePlugin({
      id: 'late',
      messages: { en: { 'late.title': 'Arrived late' } },
      modal: async () =>
        defineModalPart({
          views: [
            defineView({
              id: 'modal-test/late',
              title: 'late.title',
              load: async () => ({ default: () => <p>Late view</p> }),
            }),
          ],
        }),
      setup: ({ modal }) =>
        modal.setDefaultView(() => ({ view: 'modal-test/late', params: undefined })),
    })
    await openWithButton([late])
    expect(await screen.findByText('Late view')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Arrived late' })).toBeTruthy()
  })

  test('behavior: a title with placeholders takes its values from the view params', async () => {
    const titled = definePlugin({
      id: 'titled',
      messages: { en: { 'titled.title': 'Log in with {who}', 'titled.github': 'GitHub' } },
      views: [
        defineView({
          id: 'modal-test/titled',
          title: 'titled.title',
          titleParams: ({ who }, t) => ({ who: t(`titled.${who}`) }),
          load: async () => ({ default: () => <p>Waiting</p> }),
        }),
      ],
      setup: ({ modal }) =>
        modal.setDefaultView(() => ({ view: 'modal-test/titled', params: { who: 'github' } })),
    })
    await openWithButton([titled])
    expect(await screen.findByRole('heading', { name: 'Log in with GitHub' })).toBeTruthy()
  })

  test('behavior: toasts show inside the dialog in a live region', async () => {
    const { user } = await openWithButton()
    await user.click(await screen.findByRole('button', { name: 'Wave' }))
    expect(screen.getByText('Hello, friend!').closest('[role="status"]')).toBeTruthy()
  })

  test('behavior: the page behind cannot scroll while the modal is open', async () => {
    const { user } = await openWithButton()
    expect(document.documentElement.style.overflow).toBe('hidden')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.documentElement.style.overflow).toBe('')
  })

  test('behavior: theme switches apply to the open modal', async () => {
    const { kernel } = await openWithButton()
    const root = screen.getByTestId('keyport-modal')
    expect(root.dataset.theme).toBe('light')
    act(() => kernel.theme.setMode('dark'))
    expect(root.dataset.theme).toBe('dark')
  })
})

describe('prefetchModal', () => {
  test('behavior: after a prefetch, opening shows the default view at once, with no loading state', async () => {
    const { prefetchModal } = await import('./KeyportProvider')
    const load = vi.fn(() => import('./views/EmptyConnectView'))
    const plugin = definePlugin({
      id: 'prefetch-test',
      views: [defineView({ id: 'Connect', load })],
    })
    const kernel = createTestKernel({ plugins: [plugin] })
    await prefetchModal(kernel)
    expect(load).toHaveBeenCalledTimes(1)
    renderWithKernel(<ConnectButton />, kernel)
    act(() => kernel.modal.open())
    expect(document.querySelector('.kp-loading')).toBeNull()
    expect(screen.getByText('No connection methods are available yet.')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('behavior: a default view from a modal part is prefetched once the part has loaded', async () => {
    const { prefetchModal } = await import('./KeyportProvider')
    const load = vi.fn(async () => ({ default: () => <p>Late view</p> }))
    const plugin = definePlugin({
      id: 'prefetch-late',
      modal: async () => defineModalPart({ views: [defineView({ id: 'modal-test/late', load })] }),
      setup: ({ modal }) =>
        modal.setDefaultView(() => ({ view: 'modal-test/late', params: undefined })),
    })
    const kernel = createTestKernel({ plugins: [plugin] })
    await prefetchModal(kernel)
    expect(load).toHaveBeenCalledTimes(1)
    renderWithKernel(<ConnectButton />, kernel)
    act(() => kernel.modal.open())
    expect(document.querySelector('.kp-loading')).toBeNull()
    expect(screen.getByText('Late view')).toBeTruthy()
  })
})

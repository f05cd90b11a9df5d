// @vitest-environment jsdom
import { createTestKernel, renderWithKernel } from '@keyport/kernel/testing'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { pluginTemplatePlugin } from '../index.ts'

const BASE = 'http://api.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function answerNetworks(...answers: Array<{ body: unknown; status?: number }>) {
  let call = 0
  server.use(
    http.get(`${BASE}/v1/supported-chains`, () => {
      const { body, status = 200 } = answers[Math.min(call++, answers.length - 1)]!
      return HttpResponse.json(body as object, { status })
    }),
  )
}

const kernels: Array<ReturnType<typeof createTestKernel>> = []
afterEach(() => {
  for (const kernel of kernels.splice(0)) void kernel.dispose()
})

function openView(features: Record<string, unknown> = {}) {
  const kernel = createTestKernel({
    plugins: [pluginTemplatePlugin()],
    // Analytics off: its batches would go to the data API, which these tests do not answer.
    options: { apiUrl: BASE, projectId: 'demo', features: { analytics: false, ...features } },
  })
  kernels.push(kernel)
  kernel.modal.open()
  renderWithKernel(null, kernel)
  return kernel
}

// The view loads lazily: its first render compiles it, which is slow on a busy machine.
const lazy = { timeout: 20_000 }

describe('PluginTemplateView', { timeout: 30_000 }, () => {
  test('behavior: open() shows the networks the data API serves', async () => {
    answerNetworks({ body: { http: ['eip155:1', 'eip155:8453'], ws: [] } })
    openView()
    expect(await screen.findByRole('dialog', { name: 'Plugin template' }, lazy)).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Networks' }, lazy)
    expect(list.textContent).toBe('eip155:1eip155:8453')
    expect(screen.getByText('Networks served: 2')).toBeTruthy()
  })

  test('behavior: a failure says so, and Try again loads again', async () => {
    answerNetworks({ body: {}, status: 500 }, { body: { http: ['eip155:1'], ws: [] } })
    openView()
    expect((await screen.findByRole('alert', {}, lazy)).textContent).toBe('Networks Unavailable')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Networks served: 1')).toBeTruthy()
  })

  test('behavior: the pluginTemplateRefresh flag shows or hides Refresh', async () => {
    answerNetworks({ body: { http: ['eip155:1'], ws: [] } })
    const kernel = openView()
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }, lazy))
    await screen.findByText('Networks served: 1')
    act(() => kernel.flags.set('pluginTemplateRefresh', false))
    expect(screen.getByText('Networks served: 1')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull()
  })
})

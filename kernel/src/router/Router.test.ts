import { describe, expect, test } from 'vitest'
import { createEventBus } from '../bus/EventBus'
import { createRouter, ViewNotFoundError } from './Router'
import { defineView, type ViewDefinition } from './views'

declare module './views' {
  interface KeyportViews {
    'router-test/detail': { id: number }
    'router-test/locked': undefined
  }
}

const component = () => null
const views = new Map<string, ViewDefinition>([
  ['Connect', defineView({ id: 'Connect', load: async () => ({ default: component }) })],
  [
    'router-test/detail',
    defineView({ id: 'router-test/detail', load: async () => ({ default: component }) }),
  ],
  [
    'router-test/locked',
    defineView({
      id: 'router-test/locked',
      load: async () => ({ default: component }),
      canClose: () => false,
    }),
  ],
])

function setup() {
  const bus = createEventBus()
  const navigations: string[] = []
  bus.on('router:navigated', ({ view, action }) => navigations.push(`${action}:${view}`))
  const router = createRouter({
    views,
    initial: { view: 'Connect', params: undefined },
    bus,
    guardContext: { resolve: () => undefined as never },
  })
  return { router, navigations }
}

describe('createRouter', () => {
  test('behavior: push, replace, goBack and reset move through the history stack', () => {
    const { router, navigations } = setup()
    router.push('router-test/detail', { id: 1 })
    router.push('router-test/detail', { id: 2 })
    expect(router.state.history.map((e) => e.params)).toEqual([undefined, { id: 1 }, { id: 2 }])
    router.replace('router-test/detail', { id: 3 })
    expect(router.current).toEqual({ view: 'router-test/detail', params: { id: 3 } })
    expect(router.goBack()).toBe(true)
    expect(router.current.params).toEqual({ id: 1 })
    router.reset('Connect')
    expect(router.state.history).toHaveLength(1)
    expect(router.canGoBack).toBe(false)
    expect(router.goBack()).toBe(false)
    expect(navigations).toEqual([
      'push:router-test/detail',
      'push:router-test/detail',
      'replace:router-test/detail',
      'back:router-test/detail',
      'reset:Connect',
    ])
  })

  test('behavior: pushing the current view with the same params does not grow the stack', () => {
    const { router } = setup()
    router.push('Connect')
    expect(router.state.history).toHaveLength(1)
  })

  test('behavior: an unknown view throws a clear error and leaves the history as it was', () => {
    const { router } = setup()
    // @ts-expect-error not a registered view id
    expect(() => router.push('Nowhere')).toThrowError(ViewNotFoundError)
    // @ts-expect-error not a registered view id
    expect(() => router.push('Nowhere')).toThrow(/View 'Nowhere' is not registered/)
    expect(router.state.history).toHaveLength(1)
  })

  test('behavior: a view definition or a runtime guard can refuse to close', () => {
    const { router } = setup()
    expect(router.canClose()).toBe(true)
    router.push('router-test/locked')
    expect(router.canClose()).toBe(false)
    router.goBack()
    let locked = true
    const remove = router.addCloseGuard(() => !locked)
    expect(router.canClose()).toBe(false)
    locked = false
    expect(router.canClose()).toBe(true)
    locked = true
    remove()
    expect(router.canClose()).toBe(true)
  })

  test('behavior: navigating away drops the guards the previous view set', () => {
    const { router } = setup()
    router.addCloseGuard(() => false)
    router.push('router-test/detail', { id: 1 })
    expect(router.canClose()).toBe(true)
  })
})

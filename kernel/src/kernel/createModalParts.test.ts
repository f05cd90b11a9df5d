import { describe, expect, test } from 'vitest'
import { defineModalPart, type ModalPart } from '../plugin/defineModalPart'
import { definePlugin } from '../plugin/definePlugin'
import { defineView } from '../router/views'
import { createTestKernel } from '../testing/createTestKernel'

declare module '../router/views' {
  interface KeyportViews {
    'parts-test/late': undefined
  }
}

const lateView = defineView({
  id: 'parts-test/late',
  title: 'late.title',
  load: async () => ({ default: () => null }),
})

function partPlugin(id: string, load: () => Promise<ModalPart>) {
  return definePlugin({ id, modal: load })
}

// A part with one view whose loader notes its loads, setups and teardowns in `log`.
function countingPart(log: string[], part: ModalPart = {}) {
  return async () => {
    log.push('load')
    return defineModalPart({
      views: [lateView],
      setup: (context) => {
        log.push(`setup ${context.id}`)
        return () => log.push('teardown')
      },
      ...part,
    })
  }
}

describe('createModalParts', () => {
  test('behavior: a modal part loads with prepareModal(), once; its view is accepted before, defined and closable after', async () => {
    const log: string[] = []
    const kernel = createTestKernel({ plugins: [partPlugin('late', countingPart(log))] })
    expect(log).toEqual([])
    kernel.modal.open({ view: 'parts-test/late' })
    expect(kernel.router.current.view).toBe('parts-test/late')
    expect(() => kernel.router.definition('parts-test/late')).toThrow(
      "View 'parts-test/late' is not registered.",
    )
    // Whether it may close is its definition's to say, so it stays open until that arrives.
    expect(kernel.modal.close()).toBe(false)
    await Promise.all([kernel.prepareModal(), kernel.prepareModal()])
    await kernel.prepareModal()
    expect(kernel.router.definition('parts-test/late')).toBe(lateView)
    expect(kernel.modal.close()).toBe(true)
    expect(log).toEqual(['load', 'setup late'])
    await kernel.dispose()
    expect(log).toEqual(['load', 'setup late', 'teardown'])
  })

  test('behavior: an unknown view is refused at once without parts, and again once they loaded', async () => {
    const without = createTestKernel()
    expect(() => without.router.push('parts-test/late')).toThrow(
      "View 'parts-test/late' is not registered.",
    )
    const kernel = createTestKernel({
      plugins: [partPlugin('empty', async () => defineModalPart({}))],
    })
    kernel.router.push('parts-test/late')
    await kernel.prepareModal()
    expect(() => kernel.router.push('parts-test/late')).toThrow(
      "View 'parts-test/late' is not registered.",
    )
  })

  test('behavior: a part that failed to load is tried again, and set up once', async () => {
    const log: string[] = []
    const load = countingPart(log)
    let offline = true
    const kernel = createTestKernel({
      plugins: [
        partPlugin('flaky', () => (offline ? Promise.reject(new Error('offline')) : load())),
      ],
    })
    await expect(kernel.prepareModal()).rejects.toThrow('offline')
    offline = false
    await kernel.prepareModal()
    await kernel.prepareModal()
    expect(log).toEqual(['load', 'setup flaky'])
  })

  test('behavior: a kernel disposed while its parts load sets nothing up', async () => {
    const log: string[] = []
    const kernel = createTestKernel({ plugins: [partPlugin('late', countingPart(log))] })
    const preparing = kernel.prepareModal()
    await kernel.dispose()
    await preparing
    expect(log).toEqual(['load'])
  })

  test('behavior: a part may not declare another plugin’s view, and a failing setup names its plugin', async () => {
    const twice = createTestKernel({
      plugins: [
        definePlugin({ id: 'first', views: [lateView] }),
        partPlugin('second', countingPart([])),
      ],
    })
    await expect(twice.prepareModal()).rejects.toThrow(
      "View 'parts-test/late' is declared by both plugin 'first' and plugin 'second'.",
    )
    const failing = createTestKernel({
      plugins: [
        partPlugin('broken', async () =>
          defineModalPart({
            setup: () => {
              throw new Error('no connect plugin')
            },
          }),
        ),
      ],
    })
    await expect(failing.prepareModal()).rejects.toThrow(
      "Plugin 'broken' failed to set up: no connect plugin",
    )
  })
})

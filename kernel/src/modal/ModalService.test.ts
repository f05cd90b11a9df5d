import { describe, expect, test } from 'vitest'
import { createEventBus } from '../bus/EventBus'
import { createRouter } from '../router/Router'
import { defineView, type ViewDefinition } from '../router/views'
import { createModalService } from './ModalService'

declare module '../router/views' {
  interface KeyportViews {
    'modal-test/locked': undefined
    'modal-test/account': { address: string }
  }
}

const load = async () => ({ default: () => null })
function setup() {
  const views = new Map<string, ViewDefinition>(
    [
      defineView({ id: 'Connect', load }),
      defineView({ id: 'modal-test/locked', load, canClose: () => false }),
      defineView({ id: 'modal-test/account', load }),
    ].map((v) => [v.id, v as ViewDefinition]),
  )
  const bus = createEventBus()
  const events: string[] = []
  bus.events$.subscribe((e) => events.push(e.name))
  const router = createRouter({
    views,
    initial: { view: 'Connect', params: undefined },
    bus,
    guardContext: { resolve: () => undefined as never },
  })
  return { modal: createModalService({ router, bus }), router, events }
}

describe('createModalService', () => {
  test('behavior: open shows the default view, open with a view resets to it, close closes', () => {
    const { modal, router, events } = setup()
    modal.open({ view: 'modal-test/account', params: { address: '0x1' } })
    expect(modal.state.open).toBe(true)
    expect(router.current).toEqual({ view: 'modal-test/account', params: { address: '0x1' } })
    expect(modal.close()).toBe(true)
    modal.open()
    expect(router.current.view).toBe('Connect')
    expect(router.state.history).toHaveLength(1)
    expect(events).toContain('modal:opened')
    expect(events).toContain('modal:closed')
  })

  test('behavior: a view that refuses to close keeps the modal open and counts the refusal', () => {
    const { modal, events } = setup()
    modal.open({ view: 'modal-test/locked' })
    expect(modal.close()).toBe(false)
    expect(modal.close()).toBe(false)
    expect(modal.state).toEqual({ open: true, refusals: 2 })
    expect(events.filter((e) => e === 'modal:close-refused')).toHaveLength(2)
    expect(modal.close({ force: true })).toBe(true)
    expect(modal.state.open).toBe(false)
  })

  test('behavior: setDefaultView changes what open() shows, and nextView tells it ahead', () => {
    const { modal, router } = setup()
    expect(modal.nextView().view).toBe('Connect')
    modal.setDefaultView(() => ({ view: 'modal-test/account', params: { address: '0x2' } }))
    expect(modal.nextView()).toEqual({ view: 'modal-test/account', params: { address: '0x2' } })
    expect(modal.state.open).toBe(false)
    modal.open()
    expect(router.current.params).toEqual({ address: '0x2' })
  })
})

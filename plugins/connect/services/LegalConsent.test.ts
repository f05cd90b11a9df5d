import { createEventBus } from '@keyport/kernel'
import { describe, expect, test } from 'vitest'
import { createLegalConsent } from './LegalConsent.ts'

describe('createLegalConsent', () => {
  test('behavior: starts unticked, keeps a tick while the modal is open, clears it on close', () => {
    const bus = createEventBus()
    const consent = createLegalConsent({ bus })
    const seen: boolean[] = []
    consent.accepted$.subscribe((accepted) => seen.push(accepted))
    expect(consent.accepted).toBe(false)
    consent.set(true)
    bus.emit('modal:opened', { view: 'ConnectingExternal' })
    expect(consent.accepted).toBe(true)
    bus.emit('modal:closed')
    expect(consent.accepted).toBe(false)
    expect(seen).toEqual([false, true, false])
  })
})

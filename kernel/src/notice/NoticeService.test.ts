import { describe, expect, test } from 'vitest'
import { createNoticeService, type NoticeState } from './NoticeService'

describe('createNoticeService', () => {
  test('behavior: starts closed with the info variant', () => {
    expect(createNoticeService().state).toEqual({ open: false, message: '', variant: 'info' })
  })

  test.each(['info', 'success', 'warning', 'error'] as const)(
    'behavior: opens with the message and the %s variant',
    (variant) => {
      const notice = createNoticeService()
      notice.open('No projectId was given', variant)
      expect(notice.state).toEqual({ open: true, message: 'No projectId was given', variant })
    },
  )

  test('behavior: closing clears the message, resets the variant to info and clears open', () => {
    const notice = createNoticeService()
    notice.open('Plugin swap failed to start', 'error')
    notice.close()
    expect(notice.state).toEqual({ open: false, message: '', variant: 'info' })
  })

  test('behavior: a second open replaces the first and every change is published', () => {
    const notice = createNoticeService()
    const seen: NoticeState[] = []
    notice.state$.subscribe((state) => seen.push(state))
    notice.open('First', 'info')
    notice.open('Second', 'warning')
    notice.close()
    expect(seen).toEqual([
      { open: false, message: '', variant: 'info' },
      { open: true, message: 'First', variant: 'info' },
      { open: true, message: 'Second', variant: 'warning' },
      { open: false, message: '', variant: 'info' },
    ])
  })
})

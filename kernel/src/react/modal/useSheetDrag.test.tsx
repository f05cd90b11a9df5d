// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { useSheetDrag } from './useSheetDrag'

function Sheet({ onClose }: { onClose: () => void }) {
  const card = useRef<HTMLDivElement>(null)
  const drag = useSheetDrag(card, onClose)
  return (
    <div ref={card} data-testid="card">
      <header data-testid="header" {...drag}>
        <button type="button">Close</button>
      </header>
    </div>
  )
}

function renderSheet({ sheet }: { sheet: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: sheet, media: query }))
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    height: 400,
  } as DOMRect)
  const onClose = vi.fn()
  render(<Sheet onClose={onClose} />)
  return { onClose, card: screen.getByTestId('card'), header: screen.getByTestId('header') }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('useSheetDrag', () => {
  test('behavior: the sheet follows the pointer and a long drag closes it, then it is released', () => {
    const { onClose, card, header } = renderSheet({ sheet: true })
    fireEvent.pointerDown(header, { button: 0, clientY: 100 })
    fireEvent.pointerMove(header, { clientY: 160 })
    expect(card.style.transform).toBe('translateY(60px)')
    expect(card.classList.contains('kp-card--dragging')).toBe(true)
    fireEvent.pointerUp(header, { clientY: 300 })
    expect(onClose).toHaveBeenCalledOnce()
    expect(card.style.transform).toBe('')
    expect(card.classList.contains('kp-card--dragging')).toBe(false)
  })

  test('behavior: a centred card (wider than a phone) does not drag', () => {
    const { onClose, card, header } = renderSheet({ sheet: false })
    fireEvent.pointerDown(header, { button: 0, clientY: 100 })
    fireEvent.pointerMove(header, { clientY: 300 })
    fireEvent.pointerUp(header, { clientY: 400 })
    expect(card.style.transform).toBe('')
    expect(onClose).not.toHaveBeenCalled()
  })

  test('behavior: a press on a header button stays a click, not a drag', () => {
    const { onClose, card, header } = renderSheet({ sheet: true })
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Close' }), {
      button: 0,
      clientY: 100,
    })
    fireEvent.pointerMove(header, { clientY: 300 })
    fireEvent.pointerUp(header, { clientY: 400 })
    expect(card.style.transform).toBe('')
    expect(onClose).not.toHaveBeenCalled()
  })

  test('behavior: a cancelled pointer springs back without closing', () => {
    const { onClose, card, header } = renderSheet({ sheet: true })
    fireEvent.pointerDown(header, { button: 0, clientY: 100 })
    fireEvent.pointerMove(header, { clientY: 350 })
    fireEvent.pointerCancel(header)
    fireEvent.pointerUp(header, { clientY: 400 })
    expect(card.style.transform).toBe('')
    expect(onClose).not.toHaveBeenCalled()
  })
})

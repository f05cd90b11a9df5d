// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { useAnimatedHeight } from './useAnimatedHeight'

let contentHeight = 0
let notify = () => {}

class FakeResizeObserver {
  constructor(callback: () => void) {
    notify = callback
  }
  observe() {
    notify()
  }
  disconnect() {}
}

function Viewport() {
  const content = useRef<HTMLDivElement>(null)
  return (
    <div data-testid="viewport" {...useAnimatedHeight(content)}>
      <div ref={content} data-testid="content" />
    </div>
  )
}

function renderViewport() {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ height: contentHeight }) as DOMRect,
  )
  render(<Viewport />)
  return screen.getByTestId('viewport')
}

const resizeTo = (height: number) =>
  act(() => {
    contentHeight = height
    notify()
  })

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('useAnimatedHeight', () => {
  test('behavior: pins the viewport to the content height, the first time without moving', () => {
    contentHeight = 240.2
    const viewport = renderViewport()
    expect(viewport.style.getPropertyValue('--kp-body-height')).toBe('241px')
    expect(viewport.hasAttribute('data-measured')).toBe(true)
    expect(viewport.hasAttribute('data-moving')).toBe(false)
  })

  test('behavior: a new height moves until the height transition ends', () => {
    contentHeight = 240
    const viewport = renderViewport()
    resizeTo(400)
    expect(viewport.style.getPropertyValue('--kp-body-height')).toBe('400px')
    expect(viewport.hasAttribute('data-moving')).toBe(true)
    fireEvent.transitionEnd(screen.getByTestId('content'), { propertyName: 'height' })
    fireEvent.transitionEnd(viewport, { propertyName: 'opacity' })
    expect(viewport.hasAttribute('data-moving')).toBe(true)
    fireEvent.transitionEnd(viewport, { propertyName: 'height' })
    expect(viewport.hasAttribute('data-moving')).toBe(false)
  })

  test('behavior: without ResizeObserver the height stays automatic', () => {
    render(<Viewport />)
    const viewport = screen.getByTestId('viewport')
    expect(viewport.hasAttribute('data-measured')).toBe(false)
    expect(viewport.getAttribute('style')).toBeNull()
  })
})

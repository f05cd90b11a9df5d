// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { ImageOrInitial } from './ImageOrInitial'

describe('ImageOrInitial', () => {
  test('behavior: an image with an empty alt, round or rounded by shape', () => {
    const { container, rerender } = render(
      <ImageOrInitial src="data:image/png;base64," initial="U" size={24} shape="circle" />,
    )
    const image = container.querySelector('img')!
    expect(image.getAttribute('alt')).toBe('')
    expect(image.style.borderRadius).toBe('50%')
    rerender(<ImageOrInitial src="data:image/png;base64," initial="R" size={64} shape="rounded" />)
    expect(container.querySelector('img')!.style.borderRadius).toBe('8px')
  })

  test('behavior: without an image, the initial as given, hidden from assistive technology', () => {
    const { container } = render(<ImageOrInitial initial="R" size={28} shape="rounded" />)
    const initial = container.querySelector('span')!
    expect(initial.textContent).toBe('R')
    expect(initial.getAttribute('aria-hidden')).toBe('true')
    expect(container.querySelector('img')).toBeNull()
  })
})

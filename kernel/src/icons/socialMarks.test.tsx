// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import * as marks from './socialMarks'

const all = Object.entries(marks)

describe('socialMarks', () => {
  test('behavior: every provider has a drawn mark (paths, no placeholder letter) on the 24×24 grid', () => {
    expect(all.map(([name]) => name).sort()).toEqual([
      'AppleMark',
      'DiscordMark',
      'FacebookMark',
      'FarcasterMark',
      'GithubMark',
      'GoogleMark',
      'XMark',
    ])
    for (const [, Mark] of all) {
      const { container, unmount } = render(<Mark size={32} />)
      const svg = container.querySelector('svg')!
      expect(svg.getAttribute('viewBox')).toBe('0 0 24 24')
      expect(svg.getAttribute('width')).toBe('32')
      expect(svg.querySelectorAll('path').length).toBeGreaterThan(0)
      expect(svg.querySelector('text')).toBeNull()
      unmount()
    }
  })

  test('behavior: decorative by default; with a title it is an image named by it', () => {
    const { container, rerender } = render(<marks.GoogleMark />)
    expect(container.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true')
    rerender(<marks.GoogleMark title="Google" />)
    const svg = container.querySelector('svg')!
    expect(svg.getAttribute('role')).toBe('img')
    expect(svg.getAttribute('aria-label')).toBe('Google')
  })

  test('behavior: the black brands follow the text colour, so they show on the dark theme', () => {
    for (const Mark of [marks.GithubMark, marks.AppleMark, marks.XMark]) {
      const { container, unmount } = render(<Mark />)
      const fills = [...container.querySelectorAll('path')].map(
        (path) => path.getAttribute('fill') ?? path.getAttribute('stroke'),
      )
      expect(fills.every((fill) => fill === 'currentColor')).toBe(true)
      unmount()
    }
  })
})

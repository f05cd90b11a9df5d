// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { ActionResult } from './ActionResult'

describe('ActionResult', () => {
  test('behavior: nothing before the first answer', () => {
    const { container } = render(<ActionResult text={undefined} testId="wallet-result" />)
    expect(container.innerHTML).toBe('')
  })

  test.each([
    ['0xabc', 'Result', 'done'],
    ['Waiting for the wallet…', 'Waiting', 'pending'],
    ['Error: Signature declined', 'Failed', 'error'],
    ['Refused: over the limit', 'Failed', 'error'],
  ])(
    'behavior: %j is captioned %s, and the output holds exactly the answer',
    (text, caption, tone) => {
      render(<ActionResult text={text} testId="wallet-result" label="Answer" />)
      const output = screen.getByTestId('wallet-result')
      expect(output.textContent).toBe(text)
      expect(screen.getByRole('status', { name: 'Answer' })).toBe(output)
      expect(output.parentElement?.className).toBe(`result result--${tone}`)
      expect(output.previousElementSibling?.textContent).toBe(caption)
    },
  )
})

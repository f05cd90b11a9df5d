import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { modalCss } from './styles'

// The class list at the top of styles.ts is what other plugins' views are written against.
const header = readFileSync(new URL('./styles.ts', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('//'))
  .join('\n')
const listed = [...new Set(header.match(/\bkp-[a-z0-9-]+[a-z0-9]/g))]

describe('modalCss', () => {
  test('behavior: every class the header lists has a rule', () => {
    expect(listed.length).toBeGreaterThan(40)
    const missing = listed.filter((name) => !new RegExp(`\\.${name}(?![a-z0-9-])`).test(modalCss))
    expect(missing).toEqual([])
  })

  test('behavior: no physical left or right, so right to left lays out by itself', () => {
    expect(modalCss).not.toMatch(/(margin|padding|border)-(left|right)|text-align:(left|right)/)
    expect(modalCss).not.toMatch(/[{;](left|right):/)
  })

  test('behavior: animations and transitions stop under reduced motion', () => {
    const reduced = modalCss.slice(modalCss.indexOf('@media (prefers-reduced-motion:reduce)'))
    for (const name of ['kp-card', 'kp-view', 'kp-skeleton', 'kp-body-viewport'])
      expect(reduced, name).toContain(`.${name}`)
  })
})

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { checkAnchors, fileOfPath, idsOf } from './checkAnchors.ts'

let dist: string | undefined
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true })
})

function site(pages: Record<string, string>): string {
  dist = mkdtempSync(join(tmpdir(), 'keyport-docs-anchors-'))
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(join(dist, file, '..'), { recursive: true })
    writeFileSync(join(dist, file), html)
  }
  return dist
}

describe('fileOfPath', () => {
  test.each([
    ['/guide/options', 'guide/options.html'],
    ['/api/', 'api/index.html'],
    ['/', 'index.html'],
    ['/guide/options.html', 'guide/options.html'],
    ['/api/%40keyport/kernel', 'api/@keyport/kernel.html'],
  ])('behavior: %s is served from %s', (path, file) => {
    expect(fileOfPath(path)).toBe(file)
  })
})

describe('idsOf', () => {
  test('behavior: every id of the page, entities decoded', () => {
    expect(idsOf('<h2 id="a-b">x</h2><h3 id="it&#39;s">y</h3>')).toEqual(new Set(['a-b', "it's"]))
  })
})

describe('checkAnchors', () => {
  test('behavior: a link to a missing #anchor is reported with its page; good ones, other sites and plain links are not', () => {
    const dead = checkAnchors(
      site({
        'index.html': [
          '<h1 id="top">Keyport</h1>',
          '<a href="#top">here</a>',
          '<a href="/guide/options#features">good</a>',
          '<a href="/guide/options#featurs">typo</a>',
          '<a href="https://example.com/#nowhere">elsewhere</a>',
          '<a href="/guide/options">plain</a>',
        ].join(''),
        'guide/options.html': [
          '<h2 id="features">Features</h2>',
          '<a href="./hooks#connect">sibling</a>',
          '<a href="hooks#gone">sibling typo</a>',
          '<a href="/missing#x">no page</a>',
        ].join(''),
        'guide/hooks.html': '<h2 id="connect">Connect</h2>',
      }),
    )
    expect(dead).toEqual([
      { page: 'guide/options.html', href: 'hooks#gone' },
      { page: 'guide/options.html', href: '/missing#x' },
      { page: 'index.html', href: '/guide/options#featurs' },
    ])
  })
})

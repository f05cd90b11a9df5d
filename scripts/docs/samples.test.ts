import { describe, expect, test } from 'vitest'
import { extractSamples, snippetImports } from './samples.ts'

const page = [
  '# Title', // 1
  '', // 2
  '```ts', // 3
  'const a: number = 1', // 4
  '```', // 5
  '', // 6
  '```tsx [app/page.tsx]', // 7
  'export const b = <p />', // 8
  '```', // 9
  '', // 10
  '```sh', // 11
  'npm install', // 12
  '```', // 13
  '', // 14
  '```ts no-check', // 15
  'a fragment', // 16
  '```', // 17
  '', // 18
  '````md', // 19
  '```ts', // 20
  'inside a markdown block', // 21
  '```', // 22
  '````', // 23
  '', // 24
  '~~~ts:line-numbers', // 25
  'const c = 3', // 26
  '~~~', // 27
  '', // 28
  '- a list item:', // 29
  '  ```ts', // 30
  '  const d = 4', // 31
  '  ```', // 32
].join('\n')

describe('extractSamples', () => {
  test('behavior: each ts and tsx block with the page line its code starts on', () => {
    expect(extractSamples(page)).toEqual([
      { lang: 'ts', line: 4, code: 'const a: number = 1\n' },
      { lang: 'tsx', line: 8, code: 'export const b = <p />\n' },
      { lang: 'ts', line: 26, code: 'const c = 3\n' },
      { lang: 'ts', line: 31, code: 'const d = 4\n' },
    ])
  })

  test('behavior: a block marked no-check, another language, or a fence inside a longer one is left out', () => {
    const codes = extractSamples(page).map((sample) => sample.code)
    expect(codes).not.toContain('a fragment\n')
    expect(codes).not.toContain('npm install\n')
    expect(codes).not.toContain('inside a markdown block\n')
  })

  test('behavior: an unclosed block at the end of the page is not a sample', () => {
    expect(extractSamples('```ts\nconst a = 1\n')).toEqual([])
  })
})

describe('snippetImports', () => {
  test('behavior: the <<< imports outside code blocks, by line, without their region or title', () => {
    const markdown = [
      '<<< @/../examples/next/src/app/layout.tsx', // 1
      '```md', // 2
      '<<< @/not-this.ts', // 3
      '```', // 4
      '<<< ./snippet.ts{2-3} [title]', // 5
      '<<< ../other.ts#region', // 6
    ].join('\n')
    expect(snippetImports(markdown)).toEqual([
      { line: 1, path: '@/../examples/next/src/app/layout.tsx' },
      { line: 5, path: './snippet.ts' },
      { line: 6, path: '../other.ts' },
    ])
  })
})

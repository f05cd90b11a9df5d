import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import { augmentingFiles, checkSamples, guidePages } from './checkSamples.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const pages = mkdtempSync(join(tmpdir(), 'keyport-docs-samples-'))
const work = join(root, 'node_modules/.cache/keyport-docs-samples-test')
afterAll(() => {
  rmSync(pages, { recursive: true, force: true })
  rmSync(work, { recursive: true, force: true })
})

const sample = (code: string, info = 'ts') => `\`\`\`${info}\n${code}\n\`\`\`\n`

describe('checkSamples', () => {
  // One TypeScript program for all the cases: each reads the workspace's kernel and plugins.
  test('behavior: a wrong option name fails at its page line; right code, no-check fragments and snippets that exist pass; the config is checked too', () => {
    const good = join(pages, 'good.md')
    writeFileSync(
      good,
      [
        '# Good',
        sample(
          [
            "import { swapPlugin } from '@keyport/swap'",
            "import { createKeyport } from '@keyport/kernel/react'",
            "export const keyport = createKeyport({ themeMode: 'dark', plugins: [swapPlugin({ slippage: 0.5 })] })",
          ].join('\n'),
        ),
        sample('this is a fragment, not code', 'ts no-check'),
        sample("const view = { open: 'Connect' as const }\nconsole.log(view)", 'tsx'),
        '<<< @/../package.json',
      ].join('\n'),
    )
    const bad = join(pages, 'bad.md')
    writeFileSync(
      bad,
      [
        '# Bad', // 1
        '', // 2
        '```ts', // 3
        "import { swapPlugin } from '@keyport/swap'", // 4
        "import { createKeyport } from '@keyport/kernel/react'", // 5
        'export const keyport = createKeyport({', // 6
        "  themMode: 'dark',", // 7
        '  plugins: [swapPlugin({ slipage: 0.5 })],', // 8
        '})', // 9
        '```', // 10
        '<<< @/nowhere.ts', // 11
      ].join('\n'),
    )
    const config = join(pages, 'config.ts')
    writeFileSync(config, "export const title = 'Keyport'\nexport const level: number = 'two'\n")
    const { checked, errors } = checkSamples({
      root,
      pages: [good, bad],
      work,
      alsoCheck: [config],
    })
    expect(checked).toBe(3)
    const badPage = relative(root, bad)
    expect(errors.map(({ page, line }) => ({ page, line }))).toEqual([
      { page: badPage, line: 11 },
      { page: badPage, line: 7 },
      { page: badPage, line: 8 },
      { page: relative(root, config), line: 2 },
    ])
    expect(errors[0]?.message).toContain('@/nowhere.ts is not a file')
    expect(errors[1]?.message).toContain("'themMode' does not exist")
    expect(errors[2]?.message).toContain("'slipage' does not exist")
  }, 180_000)
})

describe('guidePages', () => {
  test('behavior: the docs pages, without the generated API reference or VitePress folders', () => {
    const found = guidePages(join(root, 'docs')).map((page) => relative(root, page))
    expect(found).toContain('docs/guide/getting-started-next.md')
    expect(found).toContain('docs/security.md')
    expect(found.some((page) => page.startsWith('docs/api/'))).toBe(false)
    expect(found.some((page) => page.includes('.vitepress'))).toBe(false)
  })
})

describe('augmentingFiles', () => {
  test('behavior: the plugins files that add views, events and flags to the kernel, without tests', () => {
    const found = augmentingFiles(root).map((file) => relative(root, file))
    expect(found).toContain('plugins/connect/events.ts')
    expect(found.some((file) => /\.test\.tsx?$/.test(file))).toBe(false)
  })
})

import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { buildLibrary } from './buildLibrary'

describe('buildLibrary', () => {
  test('behavior: one file per export, lazy imports as chunks, package imports kept, undeclared ones reported', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'keyport-lib-'))
    mkdirSync(join(dir, 'views'))
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }')
    writeFileSync(
      join(dir, 'index.ts'),
      "import { of } from 'rxjs'\nimport { z } from 'zod'\nexport const answer = of(z.string().parse('42'))\nexport const load = () => import('./views/View.ts')\n",
    )
    writeFileSync(join(dir, 'extra.ts'), "export const extra = 'extra'\n")
    writeFileSync(
      join(dir, 'views', 'View.ts'),
      "export default function View() { return 'view' }\n",
    )
    const undeclared = await buildLibrary(
      {
        name: '@keyport/fixture',
        dir,
        entries: { index: './index.ts', extra: './extra.ts' },
        declares: (id) => id === 'zod',
      },
      { outDir: join(dir, 'dist') },
    )
    expect(undeclared).toEqual(['rxjs'])
    expect(existsSync(join(dir, 'dist', 'extra.js'))).toBe(true)
    const index = readFileSync(join(dir, 'dist', 'index.js'), 'utf8')
    expect(index).toMatch(/from\s*["']rxjs["']/)
    expect(index).toMatch(/from\s*["']zod["']/)
    expect(index).toMatch(/import\(["']\.\/View-[\w-]+\.js["']\)/)
  }, 60_000)

  test('behavior: a module with side effects gets a chunk of its own, under effects/, imported before package imports', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'keyport-lib-'))
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }')
    writeFileSync(join(dir, 'polyfill.ts'), 'Reflect.set(globalThis, "polyfilled", true)\n')
    writeFileSync(
      join(dir, 'index.ts'),
      "import './polyfill.ts'\nimport { of } from 'rxjs'\nexport const answer = of(42)\n",
    )
    writeFileSync(join(dir, 'other.ts'), "import './polyfill.ts'\nexport const other = 1\n")
    await buildLibrary(
      {
        name: '@keyport/fixture',
        dir,
        entries: { index: './index.ts', other: './other.ts' },
        effects: ['./polyfill.ts'],
        declares: () => true,
      },
      { outDir: join(dir, 'dist') },
    )
    const effects = readdirSync(join(dir, 'dist', 'effects'), { recursive: true }).map(String)
    const code = effects
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(dir, 'dist', 'effects', file), 'utf8'))
      .join('\n')
    expect(code).toContain('polyfilled')
    expect(code).not.toContain('rxjs')
    for (const entry of ['index.js', 'other.js'])
      expect(readFileSync(join(dir, 'dist', entry), 'utf8')).not.toContain('polyfilled')
    const index = readFileSync(join(dir, 'dist', 'index.js'), 'utf8')
    expect(index.indexOf('./effects/')).toBeGreaterThanOrEqual(0)
    expect(index.indexOf('./effects/')).toBeLessThan(index.indexOf('rxjs'))
  }, 60_000)
})

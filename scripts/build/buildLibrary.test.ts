import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
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
})

import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { buildDeclarations, DeclarationBuildError, rewriteSpecifiers } from './buildDeclarations.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('rewriteSpecifiers', () => {
  test('behavior: relative .ts and .tsx specifiers end in .js; packages and .js stay', () => {
    const input = [
      "import './views.ts';",
      "export { a } from './a.ts';",
      'import type { B } from "../b.tsx";',
      'type C = typeof import("./views/C.tsx");',
      "import { z } from 'zod';",
      "export * from './d.js';",
    ].join('\n')
    expect(rewriteSpecifiers(input)).toBe(
      [
        "import './views.js';",
        "export { a } from './a.js';",
        'import type { B } from "../b.js";',
        'type C = typeof import("./views/C.js");',
        "import { z } from 'zod';",
        "export * from './d.js';",
      ].join('\n'),
    )
  })
})

describe('buildDeclarations', () => {
  const fixture = () => {
    const dir = mkdtempSync(join(tmpdir(), 'keyport-types-'))
    mkdirSync(join(dir, 'services'))
    // The kernel as an app installs it: declarations only.
    const kernel = join(dir, 'node_modules', '@keyport', 'kernel')
    mkdirSync(kernel, { recursive: true })
    writeFileSync(
      join(kernel, 'package.json'),
      '{ "name": "@keyport/kernel", "types": "index.d.ts" }',
    )
    writeFileSync(join(kernel, 'index.d.ts'), 'export interface KeyportEvents {}\n')
    writeFileSync(
      join(dir, 'index.ts'),
      "import { greet } from './services/greet.ts'\nexport const hello = (name: string) => greet(name)\n",
    )
    writeFileSync(
      join(dir, 'services', 'greet.ts'),
      'export function greet(name: string) {\n  return { text: "hello " + name }\n}\n',
    )
    // Added to the kernel's types, imported by nothing: an app must still see it.
    writeFileSync(
      join(dir, 'events.ts'),
      "import type {} from '@keyport/kernel'\ndeclare module '@keyport/kernel' {\n  interface KeyportEvents {\n    'fixture:waved': { name: string }\n  }\n}\nexport {}\n",
    )
    return dir
  }

  test('behavior: declarations per file, .js specifiers, and the entry imports what augments the kernel', () => {
    const dir = fixture()
    const files = buildDeclarations(root, {
      name: '@keyport/fixture',
      dir,
      entries: { index: './index.ts' },
    })
    const types = join(dir, 'dist', 'types')
    expect(files.map((file) => file.slice(types.length + 1)).sort()).toEqual([
      'events.d.ts',
      'index.d.ts',
      'services/greet.d.ts',
    ])
    const index = readFileSync(join(types, 'index.d.ts'), 'utf8')
    expect(index.split('\n')[0]).toBe("import './events.js'")
    expect(index).not.toMatch(/\.ts['"]/)
    expect(readFileSync(join(types, 'services', 'greet.d.ts'), 'utf8')).toContain('text: string')
  }, 60_000)

  test("behavior: a type error stops the build with tsc's message", () => {
    const dir = fixture()
    writeFileSync(join(dir, 'index.ts'), "export const wrong: number = 'text'\n")
    expect(() =>
      buildDeclarations(root, { name: '@keyport/fixture', dir, entries: { index: './index.ts' } }),
    ).toThrow(DeclarationBuildError)
  }, 60_000)
})

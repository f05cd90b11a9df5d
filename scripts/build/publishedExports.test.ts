import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { libraryPackages, type Manifest } from './libraryPackages.ts'
import { publishedExports, publishedSideEffects, sourceCondition } from './publishedExports.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const manifestOf = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest & {
    files?: string[]
    bin?: Record<string, string>
  }

describe('publishedExports', () => {
  test('behavior: the source condition first, then declarations and the ES module in dist', () => {
    const exports = publishedExports({ index: './src/index.ts', 'react/qr': './src/react/qr.tsx' })
    expect(exports).toEqual({
      '.': {
        [sourceCondition]: './src/index.ts',
        types: './dist/types/src/index.d.ts',
        import: './dist/index.js',
        default: './dist/index.js',
      },
      './react/qr': {
        [sourceCondition]: './src/react/qr.tsx',
        types: './dist/types/src/react/qr.d.ts',
        import: './dist/react/qr.js',
        default: './dist/react/qr.js',
      },
    })
    // Conditions match in order: the workspace's must come before `types` and `import`.
    expect(Object.keys(exports['.'] ?? {})).toEqual([sourceCondition, 'types', 'import', 'default'])
  })

  test('behavior: a module with effects is named as source and by the chunks holding it', () => {
    expect(publishedSideEffects([])).toBe(false)
    expect(publishedSideEffects(['./src/di/reflect.ts'])).toEqual([
      './src/di/reflect.ts',
      './dist/effects/**',
    ])
  })
})

/** Whether a package's own code (tests, templates and pages aside) imports React. */
function importsReact(dir: string): boolean {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).some((entry) => {
    const path = join(entry.parentPath, entry.name)
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name))
      return false
    if (/\/(node_modules|dist|templates|web|testing)\//.test(`${path.slice(dir.length)}`))
      return false
    return /from 'react(\/[\w-]+)?'/.test(readFileSync(path, 'utf8')) || entry.name.endsWith('.tsx')
  })
}

describe('publishable manifests', () => {
  const packages = libraryPackages(root)

  test.each(packages.map((pkg) => [pkg.name, pkg] as const))(
    'behavior: %s exports its build with the source first, ships dist, and takes React 18 or 19',
    (_name, pkg) => {
      const manifest = manifestOf(pkg.dir)
      expect(manifest.exports).toEqual(publishedExports(pkg.entries))
      for (const target of Object.values(manifest.exports ?? {}))
        expect(Object.keys(target)[0]).toBe(sourceCondition)
      expect(manifest.files).toContain('dist')
      if (manifest.bin) expect(manifest.files).toContain('bin')
      else expect(manifest.sideEffects).toEqual(publishedSideEffects(pkg.effects))
      for (const peer of ['react', 'react-dom'])
        if (manifest.peerDependencies?.[peer])
          expect(manifest.peerDependencies[peer]).toBe('^18.2 || ^19')
      // A second copy of React in an app breaks hooks: React is a peer wherever the code uses it.
      if (importsReact(pkg.dir)) expect(manifest.peerDependencies?.react).toBe('^18.2 || ^19')
    },
  )
})

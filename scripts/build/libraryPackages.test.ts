import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { libraryPackages } from './libraryPackages'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('libraryPackages', () => {
  test('behavior: lists the publishable packages with an entry per export, and no private one', () => {
    const packages = libraryPackages(root)
    const names = packages.map((pkg) => pkg.name)
    expect(names).toContain('@keyport/kernel')
    expect(names).toContain('@keyport/connect')
    expect(names).not.toContain('@keyport/sandbox')
    expect(names).not.toContain('@keyport/server')
    const kernel = packages.find((pkg) => pkg.name === '@keyport/kernel')
    expect(kernel?.entries).toMatchObject({
      index: './src/index.ts',
      react: './src/react/index.ts',
    })
  })

  test('behavior: a package declares its dependencies with their subpaths, Keyport packages and Node built-ins', () => {
    const kernel = libraryPackages(root).find((pkg) => pkg.name === '@keyport/kernel')
    const declares = kernel?.declares ?? (() => false)
    expect(
      ['rxjs', 'rxjs/operators', 'react-dom/client', '@keyport/connect', 'node:fs', 'fs'].map(
        declares,
      ),
    ).toEqual([true, true, true, true, true, true])
    expect(['rxjs-extra', 'left-pad'].map(declares)).toEqual([false, false])
  })

  test('behavior: each package comes after the Keyport packages it imports; private ones are inlined', () => {
    const packages = libraryPackages(root)
    const names = packages.map((pkg) => pkg.name)
    for (const pkg of packages)
      for (const dependency of pkg.keyportDependencies)
        if (names.includes(dependency))
          expect(names.indexOf(dependency), `${dependency} before ${pkg.name}`).toBeLessThan(
            names.indexOf(pkg.name),
          )
    const cli = packages.find((pkg) => pkg.name === '@keyport/cli')
    expect(cli?.inlines('@keyport/server/stack/services.ts')).toBe(true)
    expect(cli?.inlines('@keyport/kernel')).toBe(false)
  })

  test('behavior: the kernel names its module with side effects', () => {
    const kernel = libraryPackages(root).find((pkg) => pkg.name === '@keyport/kernel')
    expect(kernel?.effects).toEqual(['./src/di/reflect.ts'])
  })
})

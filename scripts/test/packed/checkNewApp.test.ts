import { describe, expect, test } from 'vitest'
import { standInForRegistry } from './checkNewApp.ts'
import type { PackedPackage } from './packPackages.ts'

const packed: PackedPackage[] = ['kernel', 'swap', 'stack'].map((id) => ({
  name: `@keyport/${id}`,
  version: '1.2.3',
  tarball: `/tmp/keyport-${id}-1.2.3.tgz`,
  files: [],
}))

describe('standInForRegistry', () => {
  test('behavior: each @keyport/* range becomes its tarball, and overrides reach the packages they depend on', () => {
    const manifest = standInForRegistry(
      {
        dependencies: { '@keyport/kernel': '^1.2.3', react: '19.3.1' },
        devDependencies: { '@keyport/swap': '^1.2.3', vite: '8.3.8' },
      },
      packed,
    )
    expect(manifest.dependencies).toEqual({
      '@keyport/kernel': 'file:/tmp/keyport-kernel-1.2.3.tgz',
      react: '19.3.1',
    })
    expect(manifest.devDependencies).toEqual({
      '@keyport/swap': 'file:/tmp/keyport-swap-1.2.3.tgz',
      vite: '8.3.8',
    })
    expect(manifest.overrides?.['@keyport/stack']).toBe('file:/tmp/keyport-stack-1.2.3.tgz')
  })

  test('behavior: a range the packed version does not match, or a package not packed, throws', () => {
    const app = (name: string, range: string) => ({
      dependencies: { [name]: range },
      devDependencies: {},
    })
    expect(() => standInForRegistry(app('@keyport/kernel', 'file:../kernel'), packed)).toThrow(
      'The app asks for @keyport/kernel@file:../kernel, not the packed ^1.2.3.',
    )
    expect(() => standInForRegistry(app('@keyport/names', '^1.2.3'), packed)).toThrow(
      'The app depends on @keyport/names, which was not packed.',
    )
  })
})

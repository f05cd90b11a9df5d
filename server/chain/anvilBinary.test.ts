import { existsSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { anvilBinary } from './anvilBinary.ts'

describe('anvilBinary', () => {
  test('behavior: finds the installed native binary of this platform', () => {
    const path = anvilBinary()
    expect(path).toMatch(/@foundry-rs\/anvil-[a-z0-9]+-[a-z0-9]+\/bin\/anvil/)
    expect(existsSync(path)).toBe(true)
  })

  test('behavior: says which package to install when the platform package is missing', () => {
    const missing = () => {
      throw new Error('Cannot find module')
    }
    expect(() => anvilBinary('linux', 'arm64', missing)).toThrow(
      /npm install --no-save @foundry-rs\/anvil-linux-arm64@1\.7\.1/,
    )
  })

  test('behavior: points to Foundry for platforms npm has no build for', () => {
    expect(() => anvilBinary('freebsd', 'x64')).toThrow(
      /no npm build for freebsd-x64.*getfoundry\.sh/,
    )
  })
})

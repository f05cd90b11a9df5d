import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { CliError } from '../errors.ts'
import { keyportCheckout } from './templatesDir.ts'
import {
  appTools,
  checkoutVersions,
  readTestedVersions,
  writeTestedVersions,
} from './testedVersions.ts'

const tmp = mkdtempSync(join(tmpdir(), 'keyport-versions-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))
const manifest = (...path: string[]) =>
  JSON.parse(readFileSync(join(keyportCheckout, ...path, 'package.json'), 'utf8'))

describe('checkoutVersions', () => {
  test("behavior: holds each publishable package's own version and the checkout's pinned tools", () => {
    const versions = checkoutVersions(keyportCheckout)
    expect(versions.keyport['@keyport/kernel']).toBe(manifest('kernel').version)
    expect(versions.keyport['@keyport/swap']).toBe(manifest('plugins', 'swap').version)
    expect(versions.keyport['@keyport/cli']).toBe(manifest('cli').version)
    // Private workspaces are never published, so an app cannot install them.
    expect(manifest('server').private).toBe(true)
    expect(versions.keyport).not.toHaveProperty('@keyport/server')
    expect(versions.keyport).not.toHaveProperty(manifest('sandbox').name)
    const root = manifest()
    expect(versions.tools.vite).toBe(root.devDependencies.vite)
    expect(versions.tools.typescript).toBe(root.devDependencies.typescript)
    expect(versions.tools.react).toBe(manifest('sandbox').dependencies.react)
    expect(Object.keys(versions.tools).sort()).toEqual([...appTools].sort())
  })
})

describe('readTestedVersions', () => {
  test('behavior: reads back what the build wrote', () => {
    const file = join(tmp, 'dist', 'tested-versions.json')
    const written = writeTestedVersions(keyportCheckout, file)
    expect(readTestedVersions(file)).toEqual(written)
    expect(written).toEqual(checkoutVersions(keyportCheckout))
  })

  test('behavior: a missing file is a CliError that says to reinstall, exit code 70', () => {
    const error = (() => {
      try {
        readTestedVersions(join(tmp, 'absent.json'))
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(CliError)
    expect((error as CliError).exitCode).toBe(70)
    expect((error as CliError).shortMessage).toBe(
      'This keyport has no valid list of the versions it was built with: the file is missing.',
    )
    expect((error as CliError).details).toContain('Reinstall @keyport/cli')
  })

  test('behavior: a file without a tool the app needs is refused', () => {
    const file = join(tmp, 'partial.json')
    const { tools, keyport } = checkoutVersions(keyportCheckout)
    const { vite: _vite, ...withoutVite } = tools
    writeFileSync(file, JSON.stringify({ keyport, tools: withoutVite }))
    expect(() => readTestedVersions(file)).toThrow(/no valid list of the versions/)
  })
})

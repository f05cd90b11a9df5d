import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { workspacePackages } from './workspacePackages.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'keyport-workspaces-'))
  dirs.push(dir)
  return dir
}
const writeJson = (file: string, value: unknown) => {
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(file, JSON.stringify(value))
}

describe('workspacePackages', () => {
  test('behavior: lists the packages of plain and folder/* workspaces by name', () => {
    const root = folder()
    writeJson(join(root, 'package.json'), { workspaces: ['kernel', 'plugins/*'] })
    writeJson(join(root, 'kernel', 'package.json'), { name: '@keyport/kernel' })
    writeJson(join(root, 'plugins', 'swap', 'package.json'), { name: '@keyport/swap' })
    expect([...workspacePackages(root)]).toEqual([
      ['@keyport/kernel', join(root, 'kernel')],
      ['@keyport/swap', join(root, 'plugins', 'swap')],
    ])
  })

  // The installed CLI's "checkout" is node_modules/@keyport, which has no package.json.
  test('behavior: outside a checkout there are none, so an installed keyport still starts', () => {
    expect(workspacePackages(folder()).size).toBe(0)
  })
})

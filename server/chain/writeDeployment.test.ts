import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { type Deployment, readDeployment } from './deployment.ts'
import { writeDeployment } from './writeDeployment.ts'

const deployment: Deployment = { generatedAt: '2026-01-01T00:00:00.000Z', chains: [] }
const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'keyport-deployment-'))
  dirs.push(dir)
  return dir
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('writeDeployment', () => {
  test('behavior: writes a file readDeployment reads back, creating folders, leaving no temp file', () => {
    const dir = tempDir()
    const file = writeDeployment(deployment, join(dir, 'nested', 'deployment.json'))
    expect(readDeployment(file)).toEqual(deployment)
    expect(readdirSync(join(dir, 'nested'))).toEqual(['deployment.json'])
  })

  test('behavior: refuses a deployment that does not match the schema', () => {
    const broken = { generatedAt: 'now', chains: [{ chainId: -1 }] } as unknown as Deployment
    expect(() => writeDeployment(broken, join(tempDir(), 'deployment.json'))).toThrow()
  })
})

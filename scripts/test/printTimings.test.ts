import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { printTimings } from './printTimings.ts'
import { timingsDir } from './testSteps.ts'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

function lastRun(files: Record<string, unknown>) {
  const root = mkdtempSync(join(tmpdir(), 'keyport-timings-'))
  roots.push(root)
  mkdirSync(timingsDir(root), { recursive: true })
  for (const [name, body] of Object.entries(files))
    writeFileSync(join(timingsDir(root), name), JSON.stringify(body))
  return root
}

function printed(root: string, slowest = 2) {
  const lines: string[] = []
  vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line))
  const found = printTimings(root, { slowest })
  return { found, text: lines.join('\n') }
}

describe('printTimings', () => {
  test('behavior: prints each step, the slowest files of each runner, and one passed/failed line', () => {
    const root = lastRun({
      'steps.json': {
        finishedAt: '2026-11-25T01:00:00.000Z',
        total: 512.3,
        steps: [
          { script: 'typecheck', seconds: 40.2, code: 0 },
          { script: 'test:unit', seconds: 200, code: 1 },
        ],
      },
      'unit.json': {
        numPassedTests: 10,
        numFailedTests: 1,
        testResults: [
          { name: join('/x', 'fast.test.ts'), startTime: 0, endTime: 100 },
          { name: join('/x', 'slow.test.ts'), startTime: 0, endTime: 9000 },
          { name: join('/x', 'middle.test.ts'), startTime: 0, endTime: 5000 },
        ],
      },
      'e2e.json': {
        stats: { expected: 3, unexpected: 0, flaky: 1, skipped: 0 },
        suites: [
          {
            specs: [
              { file: 'a.spec.ts', tests: [{ results: [{ duration: 1000, status: 'passed' }] }] },
            ],
            suites: [
              {
                specs: [
                  {
                    file: 'b.spec.ts',
                    tests: [
                      {
                        results: [
                          { duration: 4000, status: 'failed' },
                          { duration: 3000, status: 'passed' },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    })
    const { found, text } = printed(root)
    expect(found).toBe(true)
    expect(text).toContain('512.3 s in all')
    expect(text).toContain('40.2 s  typecheck')
    expect(text).toContain('200.0 s  test:unit (failed, exit code 1)')
    expect(text).toMatch(/9\.0 s {2}.*slow\.test\.ts\n +5\.0 s {2}.*middle\.test\.ts/)
    expect(text).not.toContain('fast.test.ts')
    expect(text).toMatch(/7\.0 s {2}tests\/e2e\/b\.spec\.ts\n +1\.0 s {2}tests\/e2e\/a\.spec\.ts/)
    expect(text.split('\n').at(-1)).toBe('14 passed, 1 failed')
  })

  test('behavior: before any run it says to run npm test, and reports nothing found', () => {
    const { found, text } = printed(lastRun({}))
    expect(found).toBe(false)
    expect(text).toBe('No timings yet: run `npm test` first.')
  })
})

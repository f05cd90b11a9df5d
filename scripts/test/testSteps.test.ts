import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import config from '../../vitest.config.ts'
import { cpuSecondsFromTimes, testSteps } from './testSteps.ts'

const projectNames = (config.test?.projects ?? []).map((project) =>
  typeof project === 'object' && 'test' in project ? project.test?.name : undefined,
)

const scripts: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).scripts

/** The vitest projects a command line picks with `--project=<name>`; none picks every project. */
const pickedProjects = (words: string[]) =>
  words.flatMap((word) => word.match(/^--project=(.+)$/)?.[1] ?? [])

const stepProjects = (script: string) => {
  const step = testSteps.find((candidate) => candidate.script === script)
  if (!step) throw new Error(`npm test has no '${script}' step`)
  return [
    ...pickedProjects(scripts[script]?.split(/\s+/) ?? []),
    ...pickedProjects(step.args('dir')),
  ]
}

describe('testSteps', () => {
  test('behavior: npm test runs every vitest project in exactly one step', () => {
    const unit = stepProjects('test:unit')
    const postgres = stepProjects('test:postgres')
    expect(postgres).toEqual(['database'])
    expect(unit.filter((name) => postgres.includes(name))).toEqual([])
    expect([...unit, ...postgres].sort()).toEqual([...projectNames].sort())
  })

  test('behavior: npm run test:unit alone picks no project, so it runs every one', () => {
    expect(pickedProjects(scripts['test:unit']?.split(/\s+/) ?? [])).toEqual([])
  })

  test("behavior: a step's CPU seconds are its children's user and system time from bash's times", () => {
    expect(cpuSecondsFromTimes('0m0.004s 0m0.001s\n1m2.500s 0m7.250s\n')).toBe(69.8)
    // A locale with a decimal comma.
    expect(cpuSecondsFromTimes('0m0,004s 0m0,001s\n0m3,100s 0m0,200s\n')).toBe(3.3)
    expect(cpuSecondsFromTimes('')).toBeUndefined()
  })

  test('behavior: the example apps are tested after test:packed built them, against the stack', () => {
    const step = (script: string) => testSteps.find((candidate) => candidate.script === script)
    const examples = step('test:examples')
    const packed = step('test:packed')
    expect(examples?.usesStack).toBe(true)
    expect(examples && packed && examples.group > packed.group).toBe(true)
    // Beside the browser tests, whose stack it shares.
    expect(examples?.group).toBe(step('test:e2e')?.group)
    expect(step('docs:build')?.usesStack).toBeFalsy()
  })
})

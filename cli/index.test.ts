import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { exitCodes } from './exitCodes.ts'
import { main } from './index.ts'
import { runCli } from './testing/runCli.ts'
import { runCommand } from './utils/runCommand.ts'
import { cliDir } from './utils/templatesDir.ts'

const tmp = mkdtempSync(join(tmpdir(), 'keyport-cli-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }), 60_000)
const run = (...args: string[]) => runCli(args, { cwd: tmp })

describe('main', () => {
  test.each([
    [[], ['new', 'doctor']],
    [['new'], ['plugin [options] <id>', 'app [options] <dir>']],
    [
      ['new', 'plugin'],
      ['--root <dir>', '--no-sandbox', '--no-install'],
    ],
    [
      ['new', 'app'],
      [
        '--plugins <ids>',
        '--theme <mode>',
        '--siwx <mode>',
        '--api-url <url>',
        '--relay-url <url>',
        '--frame-url <url>',
        '--yes',
      ],
    ],
    [
      ['doctor'],
      ['--dir <dir>', '--config <file>', '--timeout <ms>', '--mode <mode>', '--no-stack'],
    ],
  ])(
    'behavior: `keyport %s --help` lists its options and the exit codes: exit code 0',
    async (command, options) => {
      const result = await run(...command, '--help')
      expect(result.code).toBe(exitCodes.ok)
      for (const option of options) expect(result.stdout).toContain(option)
      expect(result.stdout).toContain('Exit codes:\n  0   done')
      expect(result.stdout).toContain('70  a bug in the CLI')
    },
  )

  test.each([
    [['deploy'], "error: unknown command 'deploy'"],
    [['doctor', '--fast'], "error: unknown option '--fast'"],
    [['new', 'plugin'], "error: missing required argument 'id'"],
    [['new'], 'Usage: keyport new [options] [command]'],
  ])('behavior: `keyport %s` is a usage error: exit code 2', async (args, message) => {
    const result = await run(...args)
    expect(result.code).toBe(exitCodes.usage)
    expect(result.stderr).toContain(message)
  })

  test('behavior: an unexpected error is reported as a bug: exit code 70', async () => {
    const stderr: string[] = []
    const code = await main(['node', 'keyport', 'doctor', '--no-stack'], {
      cwd: tmp,
      env: process.env,
      out: () => {
        throw new Error('stdout is closed')
      },
      err: (text) => stderr.push(text),
    })
    expect(code).toBe(exitCodes.internal)
    expect(stderr.join('\n')).toContain('keyport stopped on an unexpected error; please report it.')
    expect(stderr.join('\n')).toContain('Error: stdout is closed')
  })

  test('behavior: the keyport bin runs the same program and exits with its code', async () => {
    // One run (each loads tsx): a refusal shows both the program's output and its exit code.
    const bin = join(cliDir, 'bin', 'keyport.js')
    const bad = await runCommand({
      command: process.execPath,
      args: [bin, 'new', 'plugin', 'Bad'],
      cwd: tmp,
    })
    expect(bad.code).toBe(exitCodes.usage)
    expect(bad.output).toContain("<id>: 'Bad' is not kebab-case")
  }, 60_000)
})

import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { services } from '@keyport/stack'
import { afterAll, describe, expect, test } from 'vitest'
import { exitCodes } from '../exitCodes.ts'
import { linkCheckoutModules } from '../testing/linkCheckoutModules.ts'
import { runCli } from '../testing/runCli.ts'
import { runCommand } from '../utils/runCommand.ts'
import { templateFilter } from '../utils/templateFilter.ts'
import {
  type AppTemplate,
  appTemplates,
  exampleDir,
  keyportCheckout,
} from '../utils/templatesDir.ts'
import { readTestedVersions, writeTestedVersions } from '../utils/testedVersions.ts'

const tmp = mkdtempSync(join(tmpdir(), 'keyport-apps-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }), 60_000)
const read = (...path: string[]) => readFileSync(join(...path), 'utf8')
// Plain output: the assertions read the child's summary lines.
const plain = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' }
const npm = (script: string, cwd: string) =>
  runCommand({ command: 'npm', args: ['run', script], cwd, env: plain })

describe('newApp', () => {
  test('behavior: with every plugin, the app passes its own typecheck, lint and tests, on the chosen theme and stack', async () => {
    const dir = join(tmp, 'My App')
    const env = { ...process.env, KEYPORT_PORT_OFFSET: '7000' }
    const every = 'email-social,siwx,send-receive,history,swap,onramp,names'
    const result = await runCli(
      [
        'new',
        'app',
        dir,
        '--plugins',
        every,
        '--theme',
        'dark',
        '--siwx',
        'required',
        '--no-install',
      ],
      { cwd: tmp, env },
    )
    expect(result.stderr).toBe('')
    expect(result.code).toBe(exitCodes.ok)
    expect(result.stdout).toContain(`✓ Created ${dir} with connect, ${every.replaceAll(',', ', ')}`)
    const stack = new Map(services(env).map((service) => [service.name, service.url]))
    expect(stack.get('api')).toBe('http://127.0.0.1:11000')
    const dotenv = read(dir, '.env')
    expect(dotenv).toContain(`VITE_KEYPORT_API_URL=${stack.get('api')}\n`)
    expect(dotenv).toContain(`VITE_KEYPORT_RELAY_URL=${stack.get('relay')}\n`)
    expect(dotenv).toContain('VITE_KEYPORT_FRAME_URL=http://127.0.0.1:12174\n')
    expect(dotenv).toContain('VITE_KEYPORT_PROJECT_ID=keyport-dev\n')
    expect(read(dir, 'vite.config.ts')).toContain('port: 12180,')
    expect(read(dir, 'src/keyport.config.ts')).toContain("themeMode: 'dark'")
    expect(read(dir, 'src/keyport.config.ts')).toContain('frameUrl: stackUrls.frame,')
    const plugins = read(dir, 'src/plugins.ts')
    expect(plugins).toContain(
      'walletConnect: stackUrls.relay ? { relayUrl: stackUrls.relay } : undefined',
    )
    expect(plugins).toContain('emailSocialPlugin()')
    expect(plugins).toContain('siwxPlugin({ required: true })')
    // Where plugins add their views to the kernel's types, wherever they keep them.
    expect(read(dir, 'src/keyport-env.d.ts')).toContain(
      '/// <reference path="../node_modules/@keyport/email-social/events.ts" />',
    )
    expect(read(dir, 'README.md')).toContain('Sign in with the wallet (SIWX): required.')
    expect(read(dir, 'README.md')).toContain('http://127.0.0.1:12180')
    const manifest = JSON.parse(read(dir, 'package.json'))
    expect(manifest.name).toBe('my-app')
    expect(manifest.dependencies['@keyport/swap']).toBe(
      `file:${join(keyportCheckout, 'plugins', 'swap')}`,
    )
    expect(manifest.devDependencies.vite).toBe(
      JSON.parse(read(keyportCheckout, 'package.json')).devDependencies.vite,
    )
    expect(readdirSync(dir)).toEqual(
      expect.arrayContaining(['.gitignore', 'biome.json', 'index.html', 'vite.config.ts']),
    )

    linkCheckoutModules(dir)
    // The type check takes longest: lint and tests run beside it.
    const [typecheck, lint, tests] = await Promise.all([
      npm('typecheck', dir),
      npm('lint', dir),
      npm('test', dir),
    ])
    expect(typecheck.code, typecheck.output).toBe(0)
    expect(lint.code, lint.output).toBe(0)
    expect(tests.code, tests.output).toBe(0)
    expect(tests.output).toMatch(/Tests +2 passed/)
  }, 400_000)

  test('behavior: --packages registry installs the published versions, with a plain Vite and TypeScript setup', async () => {
    const dir = join(tmp, 'from-registry')
    const result = await runCli(
      ['new', 'app', dir, '--yes', '--no-install', '--plugins', 'swap', '--packages', 'registry'],
      { cwd: tmp },
    )
    expect(result.stderr).toBe('')
    expect(result.code).toBe(exitCodes.ok)
    const manifest = JSON.parse(read(dir, 'package.json'))
    const version = JSON.parse(read(keyportCheckout, 'plugins', 'swap', 'package.json')).version
    expect(manifest.dependencies['@keyport/swap']).toBe(`^${version}`)
    expect(manifest.dependencies['@keyport/kernel']).toBe(`^${version}`)
    const cli = JSON.parse(read(keyportCheckout, 'cli', 'package.json')).version
    expect(manifest.devDependencies['@keyport/cli']).toBe(`^${cli}`)
    const vite = read(dir, 'vite.config.ts')
    expect(vite).not.toContain('@keyport/source')
    expect(vite).not.toContain('fs:')
    expect(vite).toMatch(/port: \d+,/)
    expect(read(dir, 'tsconfig.json')).not.toContain('customConditions')
    expect(existsSync(join(dir, 'src', 'keyport-env.d.ts'))).toBe(false)
    expect(existsSync(join(dir, 'vite.config.registry.ts'))).toBe(false)
    expect(read(dir, 'README.md')).toContain('come from the npm registry')
  })

  describe('from a keyport installed outside a checkout', () => {
    // What an installed CLI reads: the versions file its build wrote from this checkout.
    const versionsFile = join(tmp, 'tested-versions.json')
    writeTestedVersions(keyportCheckout, versionsFile)
    const installed = () => ({ versions: readTestedVersions(versionsFile) })

    test('behavior: the registry is the default; every version comes from the shipped file, and the app passes lint', async () => {
      const dir = join(tmp, 'outside')
      const result = await runCli(
        ['new', 'app', dir, '--yes', '--no-install', '--plugins', 'swap,siwx'],
        {
          cwd: tmp,
          keyport: installed(),
        },
      )
      expect(result.stderr).toBe('')
      expect(result.code).toBe(exitCodes.ok)
      expect(result.stdout).toContain(
        'npm start                 in a Keyport checkout: the local stack',
      )
      const manifest = JSON.parse(read(dir, 'package.json'))
      const version = (...path: string[]) =>
        JSON.parse(read(keyportCheckout, ...path, 'package.json')).version
      expect(manifest.dependencies['@keyport/kernel']).toBe(`^${version('kernel')}`)
      expect(manifest.dependencies['@keyport/swap']).toBe(`^${version('plugins', 'swap')}`)
      expect(manifest.dependencies['@keyport/siwx']).toBe(`^${version('plugins', 'siwx')}`)
      expect(manifest.devDependencies['@keyport/cli']).toBe(`^${version('cli')}`)
      const root = JSON.parse(read(keyportCheckout, 'package.json')).devDependencies
      expect(manifest.devDependencies.vite).toBe(root.vite)
      expect(manifest.devDependencies['@biomejs/biome']).toBe(root['@biomejs/biome'])
      const sandbox = JSON.parse(read(keyportCheckout, 'sandbox', 'package.json')).dependencies
      expect(manifest.dependencies.react).toBe(sandbox.react)
      expect(JSON.stringify(manifest)).not.toContain('file:')
      expect(read(dir, 'vite.config.ts')).not.toContain('@keyport/source')
      expect(existsSync(join(dir, 'src', 'keyport-env.d.ts'))).toBe(false)
      expect(read(dir, 'README.md')).toContain('npm start        # in a Keyport checkout: chains')
      expect(read(dir, '.env')).toContain('(`npm start` in a Keyport checkout)')
      // Formatted by the CLI's own Biome, as the app's lint wants it.
      const lint = await runCommand({
        command: join(keyportCheckout, 'node_modules', '.bin', 'biome'),
        args: ['check', '.'],
        cwd: dir,
        env: plain,
      })
      expect(lint.code, lint.output).toBe(0)
    })

    test('behavior: --packages workspace is refused with exit code 2 (there is no workspace) and nothing written', async () => {
      const dir = join(tmp, 'outside-workspace')
      const result = await runCli(
        ['new', 'app', dir, '--yes', '--no-install', '--packages', 'workspace'],
        { cwd: tmp, keyport: installed() },
      )
      expect(result.code).toBe(exitCodes.usage)
      expect(result.stderr).toContain(
        '--packages workspace: this keyport is installed outside a Keyport checkout, so there is no workspace to link.',
      )
      expect(result.stderr).toContain('registry is the default here')
      expect(existsSync(dir)).toBe(false)
    })
  })

  test("behavior: --template next makes the Next.js example on the registry, with the stack's URLs, its theme and port, and it passes lint", async () => {
    const dir = join(tmp, 'next-app')
    const env = { ...process.env, KEYPORT_PORT_OFFSET: '7000' }
    const result = await runCli(
      ['new', 'app', dir, '--template', 'next', '--yes', '--no-install', '--theme', 'dark'],
      { cwd: tmp, env },
    )
    expect(result.stderr).toBe('')
    expect(result.code).toBe(exitCodes.ok)
    expect(result.stdout).toContain('cd next-app && npm install && npm run dev')
    expect(result.stdout).not.toContain('npm run doctor')
    const stack = new Map(services(env).map((service) => [service.name, service.url]))
    const dotenv = read(dir, '.env')
    expect(dotenv).toContain(`NEXT_PUBLIC_KEYPORT_API_URL=${stack.get('api')}\n`)
    expect(dotenv).toContain(`NEXT_PUBLIC_KEYPORT_RELAY_URL=${stack.get('relay')}\n`)
    expect(dotenv).toContain('NEXT_PUBLIC_KEYPORT_PROJECT_ID=keyport-dev\n')
    expect(dotenv).not.toContain('VITE_')
    const manifest = JSON.parse(read(dir, 'package.json'))
    const example = JSON.parse(read(exampleDir('next'), 'package.json'))
    expect(manifest.name).toBe('next-app')
    expect(manifest.dependencies.next).toBe(example.dependencies.next)
    const version = JSON.parse(read(keyportCheckout, 'kernel', 'package.json')).version
    expect(manifest.dependencies['@keyport/kernel']).toBe(`^${version}`)
    expect(manifest.scripts.dev).toBe('next dev --hostname 127.0.0.1 --port 12180')
    expect(JSON.stringify(manifest)).not.toContain('file:')
    expect(read(dir, 'src/app/layout.tsx')).toContain('keyportStateFromHeaders(await headers())')
    expect(read(dir, 'src/app/page.tsx')).toContain('<h1>next-app</h1>')
    expect(read(dir, 'src/theme.ts')).toContain("themeMode: 'dark'")
    expect(read(dir, 'README.md')).toContain('# next-app\n')
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(['.gitignore', 'biome.json']))
    const lint = await runCommand({
      command: join(keyportCheckout, 'node_modules', '.bin', 'biome'),
      args: ['check', '.'],
      cwd: dir,
      env: plain,
    })
    expect(lint.code, lint.output).toBe(0)
  })

  test('behavior: --template next --packages workspace is refused with exit code 2 and nothing written', async () => {
    const dir = join(tmp, 'next-workspace')
    const result = await runCli(
      ['new', 'app', dir, '--template', 'next', '--yes', '--no-install', '--packages', 'workspace'],
      { cwd: tmp },
    )
    expect(result.code).toBe(exitCodes.usage)
    expect(result.stderr).toContain(
      "--packages workspace: the Next.js template installs Keyport's built packages from a registry",
    )
    expect(existsSync(dir)).toBe(false)
  })

  // The examples are the templates: an app made with the example's own name, the defaults and no
  // port offset is the example, file for file; only what the CLI writes for each app differs.
  test.each(Object.keys(appTemplates) as AppTemplate[])(
    'behavior: --template %s makes the example app itself (examples/), file for file',
    async (template) => {
      const example = exampleDir(template)
      const name = JSON.parse(read(example, 'package.json')).name as string
      const dir = join(tmp, `same-${template}`, name)
      const { KEYPORT_PORT_OFFSET: _offset, KEYPORT_APP_PORT: _port, ...env } = process.env
      const result = await runCli(
        [
          'new',
          'app',
          dir,
          '--template',
          template,
          '--packages',
          'registry',
          '--yes',
          '--no-install',
        ],
        { cwd: tmp, env },
      )
      expect(result.code, result.stderr).toBe(exitCodes.ok)
      const files = (from: string, under = ''): string[] =>
        readdirSync(join(from, under), { withFileTypes: true }).flatMap((entry) => {
          const path = under ? `${under}/${entry.name}` : entry.name
          if (!templateFilter(path)) return []
          return entry.isDirectory() ? files(from, path) : [path]
        })
      const own = ['package.json', 'README.md', '.env', 'biome.json']
      const fromExample = files(example).filter((path) => !own.includes(path))
      expect(
        files(dir)
          .filter((path) => !own.includes(path))
          .sort(),
      ).toEqual(fromExample.sort())
      for (const path of fromExample) expect(read(dir, path), path).toBe(read(example, path))
    },
  )

  test('behavior: the workspace app (the default) reads Keyport from source', async () => {
    const dir = join(tmp, 'from-workspace')
    const result = await runCli(['new', 'app', dir, '--yes', '--no-install'], { cwd: tmp })
    expect(result.code).toBe(exitCodes.ok)
    expect(read(dir, 'vite.config.ts')).toContain("conditions: ['@keyport/source'")
    expect(read(dir, 'tsconfig.json')).toContain('"customConditions": ["@keyport/source"]')
    expect(existsSync(join(dir, 'vite.config.registry.ts'))).toBe(false)
    const result2 = await runCli(['new', 'app', join(tmp, 'bad'), '--yes', '--packages', 'npm'], {
      cwd: tmp,
    })
    expect(result2.code).toBe(exitCodes.usage)
  })

  test.each<[string, { args: string[]; answers?: string[] }]>([
    ['asked', { args: [], answers: ['email-social', '', '', '', '', 'none'] }],
    ['--frame-url none', { args: ['--plugins', 'email-social', '--frame-url', 'none', '--yes'] }],
  ])(
    'behavior: email-social without a secure frame (%s) is refused with exit code 2',
    async (_, how) => {
      const dir = join(tmp, 'no-frame')
      const result = await runCli(['new', 'app', dir, '--no-install', ...how.args], {
        cwd: tmp,
        answers: how.answers,
      })
      expect(result.code).toBe(exitCodes.usage)
      expect(result.stderr).toContain(
        '--frame-url: email-social logs people in through the secure frame',
      )
      expect(existsSync(dir)).toBe(false)
    },
  )

  test('behavior: --relay-url none leaves the relay out; Connect then lists browser wallets only', async () => {
    const dir = join(tmp, 'no-relay')
    const result = await runCli(
      ['new', 'app', dir, '--yes', '--no-install', '--relay-url', 'none'],
      {
        cwd: tmp,
      },
    )
    expect(result.code).toBe(exitCodes.ok)
    const dotenv = read(dir, '.env')
    // Set to nothing: src/stackUrls.ts reads that as no relay, not as the local stack's.
    expect(dotenv).toContain('\nVITE_KEYPORT_RELAY_URL=\n')
    expect(dotenv).toContain('# VITE_KEYPORT_RELAY_URL=wss://relay.example.com')
    const frame = services(process.env).find((service) => service.name === 'frame')?.url
    expect(dotenv).toContain(`VITE_KEYPORT_FRAME_URL=${new URL(frame!).origin}\n`)
  })

  test('behavior: in a terminal it asks for what no option set, again after a bad answer', async () => {
    const dir = join(tmp, 'asked')
    const answers = [
      'conect',
      'swap',
      'dim',
      'system',
      '',
      'ftp://api',
      'https://api.example.com',
      'wss://relay.example.com',
      'none',
    ]
    const result = await runCli(['new', 'app', dir, '--no-install'], { cwd: tmp, answers })
    expect(result.code).toBe(exitCodes.ok)
    expect(result.questions).toHaveLength(9)
    expect(result.questions[0]).toMatch(/^Plugins, comma-separated \(connect, .*\) \(connect\): $/)
    expect(result.stderr).toContain("'conect' is not a Keyport plugin; choose from connect,")
    expect(result.stderr).toContain("'dim' is not a theme; use light, dark or system.")
    expect(result.stderr).toContain("'ftp://api' is not an http(s) URL without query")
    const plugins = read(dir, 'src/plugins.ts')
    expect(plugins).toContain("import { swapPlugin } from '@keyport/swap'")
    expect(plugins).toMatch(/connectPlugin\(\{[\s\S]*\}\),\s+swapPlugin\(\),\s+\]/)
    expect(read(dir, 'src/keyport.config.ts')).toContain("themeMode: 'system'")
    const dotenv = read(dir, '.env')
    expect(dotenv).toContain('VITE_KEYPORT_API_URL=https://api.example.com\n')
    expect(dotenv).toContain('VITE_KEYPORT_RELAY_URL=wss://relay.example.com\n')
    expect(dotenv).toContain('# VITE_KEYPORT_FRAME_URL=')
  }, 60_000)

  test('behavior: without a terminal (CI) it asks nothing and takes the defaults', async () => {
    const dir = join(tmp, 'ci')
    const result = await runCli(['new', 'app', dir, '--no-install'], { cwd: tmp })
    expect(result.code).toBe(exitCodes.ok)
    expect(result.questions).toEqual([])
    expect(read(dir, 'src/plugins.ts')).not.toMatch(/swapPlugin|siwxPlugin|emailSocialPlugin/)
    expect(read(dir, 'src/keyport.config.ts')).toContain("themeMode: 'light'")
    const api = services(process.env).find((service) => service.name === 'api')?.url
    expect(read(dir, '.env')).toContain(`VITE_KEYPORT_API_URL=${api}\n`)
  }, 60_000)

  test('behavior: a folder that is not empty is refused with exit code 3 and left as it was', async () => {
    const dir = join(tmp, 'taken')
    mkdirSync(dir)
    writeFileSync(join(dir, 'notes.txt'), 'mine')
    const result = await runCli(['new', 'app', dir, '--yes', '--no-install'], { cwd: tmp })
    expect(result.code).toBe(exitCodes.conflict)
    expect(result.stderr).toContain(`${dir} exists and is not empty.`)
    expect(readdirSync(dir)).toEqual(['notes.txt'])
  })

  test('behavior: a folder the file system refuses is exit code 4 with its reason, not a bug', async () => {
    writeFileSync(join(tmp, 'a-file'), 'mine')
    const dir = join(tmp, 'a-file', 'app')
    const result = await runCli(['new', 'app', dir, '--yes', '--no-install'], { cwd: tmp })
    expect(result.code).toBe(exitCodes.environment)
    expect(result.stderr).toContain(`✗ ENOTDIR: not a directory, mkdir '${dir}'`)
    expect(result.stderr).toContain('Check the path, its permissions and the free disk space')
    expect(read(tmp, 'a-file')).toBe('mine')
  })

  test.each([
    [
      ['--plugins', 'connect,swapp'],
      "--plugins: 'swapp' is not a Keyport plugin; choose from connect, email-social, siwx",
    ],
    [['--api-url', 'api.example.com'], "--api-url: 'api.example.com' is not an http(s) URL"],
    [
      ['--relay-url', 'https://relay.example.com'],
      "--relay-url: 'https://relay.example.com' is not a ws(s) URL",
    ],
    [
      ['--project-id', 'has space'],
      '--project-id: A project id is 1 to 64 letters, digits, _ or -.',
    ],
    [
      ['--theme', 'dim'],
      "option '--theme <mode>' argument 'dim' is invalid. Allowed choices are light, dark, system.",
    ],
  ])('behavior: %j is refused with exit code 2 and nothing written', async (options, message) => {
    const dir = join(tmp, 'refused')
    const result = await runCli(['new', 'app', dir, '--yes', '--no-install', ...options], {
      cwd: tmp,
    })
    expect(result.code).toBe(exitCodes.usage)
    expect(result.stderr).toContain(message)
    expect(existsSync(dir)).toBe(false)
  })
})

import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildLibrary } from '../../scripts/build/buildLibrary.ts'
import { libraryPackages } from '../../scripts/build/libraryPackages.ts'
import { exitCodes } from '../exitCodes.ts'
import { createTempCheckout } from '../testing/createTempCheckout.ts'
import { runCli } from '../testing/runCli.ts'
import { runCommand } from '../utils/runCommand.ts'
import { keyportCheckout } from '../utils/templatesDir.ts'

const bin = (name: string) => join(keyportCheckout, 'node_modules', '.bin', name)
const roots: string[] = []
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
}, 60_000)
function checkout() {
  const root = createTempCheckout()
  roots.push(root)
  return root
}
const read = (root: string, path: string) => readFileSync(join(root, path), 'utf8')

describe('newPlugin', () => {
  // One checkout for the main flow: the plugin a developer would make, and `hello` (the id the
  // issue names, which the sandbox's demo plugin also uses), checked together in one program.
  let shared: string
  let made: {
    tokenGate: Awaited<ReturnType<typeof runCli>>
    hello: Awaited<ReturnType<typeof runCli>>
  }
  beforeAll(async () => {
    shared = checkout()
    made = {
      tokenGate: await runCli(['new', 'plugin', 'token-gate', '--no-install'], { cwd: shared }),
      hello: await runCli(['new', 'plugin', 'hello', '--no-install'], { cwd: shared }),
    }
  }, 60_000)

  test('behavior: creates the plugin from the template under its names and lists it in the sandbox', () => {
    const result = made.tokenGate
    expect(result.stderr).toBe('')
    expect(result.code).toBe(exitCodes.ok)
    expect(result.stdout).toContain('✓ Created plugins/token-gate (18 files)')
    const dir = join(shared, 'plugins', 'token-gate')
    expect(read(dir, 'index.ts')).toContain('export function tokenGatePlugin(')
    // The view and the Account-view action load with the modal, as in the product's plugins.
    expect(read(dir, 'index.ts')).toContain("modal: () => import('./modal.ts')")
    expect(read(dir, 'modal.ts')).toContain('export const tokenGateModal = defineModalPart(')
    expect(read(dir, 'events.ts')).toContain("'token-gate/networks': undefined")
    expect(read(dir, 'messages.en.ts')).toContain("'token-gate.title': 'Token gate'")
    expect(existsSync(join(dir, 'views', 'TokenGateView.tsx'))).toBe(true)
    expect(existsSync(join(dir, 'hooks', 'useTokenGateNetworks.ts'))).toBe(true)
    expect(read(shared, 'sandbox/src/generatedPlugins.ts')).toContain(
      "'token-gate': tokenGatePlugin,",
    )
    expect(
      JSON.parse(read(shared, 'sandbox/package.json')).dependencies['@keyport/token-gate'],
    ).toBe('0.1.0')
  })

  test("behavior: 'hello' is created but not listed in the sandbox, whose demo plugin has that id", () => {
    const result = made.hello
    expect(result.code).toBe(exitCodes.ok)
    expect(read(shared, 'plugins/hello/index.ts')).toContain('export function helloPlugin(')
    expect(result.stderr).toContain(
      "! Not listed in the sandbox: the sandbox already lists a plugin 'hello'",
    )
    expect(read(shared, 'sandbox/src/generatedPlugins.ts')).not.toContain('hello')
  })

  test('behavior: the generated plugins pass typecheck, lint and their own tests beside the kernel', async () => {
    // What `npm install` does for a new workspace package.
    for (const id of ['token-gate', 'hello'])
      symlinkSync(join(shared, 'plugins', id), join(shared, 'node_modules', '@keyport', id))
    writeFileSync(
      join(shared, 'tsconfig.check.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        // As in the checkout's own tsconfig: plugins add to the kernel's types, which TypeScript
        // merges only when the kernel's sources (and connect's view declarations) are part of
        // the program.
        include: ['kernel', 'connect/events.ts', 'plugins', 'sandbox/src/generatedPlugins.ts'],
      }),
    )
    const plain = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' }
    // The type check takes longest: lint and tests run beside it.
    const [typecheck, lint, tests] = await Promise.all([
      runCommand({ command: bin('tsc'), args: ['-p', 'tsconfig.check.json'], cwd: shared }),
      runCommand({
        command: bin('biome'),
        args: ['check', 'plugins', 'sandbox/src/generatedPlugins.ts', 'sandbox/package.json'],
        cwd: shared,
      }),
      runCommand({
        command: bin('vitest'),
        args: ['run', 'plugins/token-gate', 'plugins/hello'],
        cwd: shared,
        env: plain,
      }),
    ])
    expect(typecheck.output).toBe('')
    expect(typecheck.code).toBe(0)
    expect(lint.code, lint.output).toBe(0)
    expect(tests.code, tests.output).toBe(0)
    expect(tests.output).toMatch(/Test Files +8 passed/)
    expect(tests.output).toMatch(/Tests +28 passed/)
  }, 240_000)

  test('behavior: the generated plugin builds as a library, declaring every package it imports', async () => {
    const pkg = libraryPackages(shared).find((entry) => entry.name === '@keyport/token-gate')
    expect(pkg?.entries).toEqual({ index: './index.ts', schemas: './schemas.ts' })
    const outDir = join(shared, 'dist-token-gate')
    // What `npm run build` warns about: imports missing from the package.json.
    expect(await buildLibrary(pkg!, { outDir })).toEqual([])
    expect(readdirSync(outDir)).toEqual(expect.arrayContaining(['index.js', 'schemas.js']))
  }, 60_000)

  test('behavior: when Biome fails, exit code 4, and the plugin folder and the sandbox are as before', async () => {
    const root = checkout()
    const before = {
      list: read(root, 'sandbox/src/generatedPlugins.ts'),
      manifest: read(root, 'sandbox/package.json'),
    }
    // A checkout without its tools (no `npm ci`): the command cannot run Biome.
    rmSync(join(root, 'node_modules', '.bin'))
    mkdirSync(join(root, 'node_modules', '.bin'))
    const result = await runCli(['new', 'plugin', 'token-gate', '--no-install'], { cwd: root })
    expect(result.code).toBe(exitCodes.environment)
    expect(result.stderr).toContain('✗ biome check --write failed.')
    expect(result.stderr).toContain('Nothing was written.')
    expect(result.stdout).not.toContain('Created')
    expect(readdirSync(join(root, 'plugins'))).toEqual([])
    expect(read(root, 'sandbox/src/generatedPlugins.ts')).toBe(before.list)
    expect(read(root, 'sandbox/package.json')).toBe(before.manifest)
  })

  test('behavior: a second plugin joins the first in the sandbox list, in id order', async () => {
    const root = checkout()
    expect((await runCli(['new', 'plugin', 'zeta', '--no-install'], { cwd: root })).code).toBe(0)
    expect(
      (await runCli(['new', 'plugin', 'alpha-2', '--no-install', '--root', '.'], { cwd: root }))
        .code,
    ).toBe(0)
    const list = read(root, 'sandbox/src/generatedPlugins.ts')
    expect(list.indexOf("'alpha-2': alpha2Plugin")).toBeGreaterThan(0)
    expect(list.indexOf("'alpha-2'")).toBeLessThan(list.indexOf('zeta: zetaPlugin'))
    const { code } = await runCommand({
      command: bin('biome'),
      args: ['check', 'sandbox/src/generatedPlugins.ts'],
      cwd: root,
    })
    expect(code).toBe(0)
  }, 60_000)

  test('behavior: --no-sandbox leaves the sandbox alone', async () => {
    const root = checkout()
    const before = read(root, 'sandbox/src/generatedPlugins.ts')
    const result = await runCli(['new', 'plugin', 'quiet', '--no-install', '--no-sandbox'], {
      cwd: root,
    })
    expect(result.code).toBe(exitCodes.ok)
    expect(result.stderr).toContain('Not listed in the sandbox: --no-sandbox')
    expect(read(root, 'sandbox/src/generatedPlugins.ts')).toBe(before)
  }, 60_000)

  // Refusals write nothing, so they share one checkout; a test that changes its checkout has its own.
  let untouched: string
  beforeAll(() => {
    untouched = checkout()
  })

  test.each([
    ['TokenGate', "<id>: 'TokenGate' is not kebab-case"],
    ['token--gate', "<id>: 'token--gate' is not kebab-case"],
    ['2fa', "<id>: '2fa' is not kebab-case"],
    ['kernel', "<id>: 'kernel' is reserved: the kernel's own services"],
    ['modal', "<id>: 'modal' is reserved"],
    ['a'.repeat(41), 'is longer than 40 characters'],
  ])('behavior: the id %j is refused with exit code 2 and nothing written', async (id, message) => {
    const result = await runCli(['new', 'plugin', id, '--no-install'], { cwd: untouched })
    expect(result.code).toBe(exitCodes.usage)
    expect(result.stderr).toContain(message)
    expect(result.stderr).toContain('Run `keyport new plugin --help` for the options.')
    expect(readdirSync(join(untouched, 'plugins'))).toEqual([])
  })

  test('behavior: a taken id (a folder, or another workspace package) is refused with exit code 3', async () => {
    const root = checkout()
    mkdirSync(join(root, 'plugins', 'swap'))
    writeFileSync(join(root, 'plugins', 'swap', 'keep.txt'), 'mine')
    const folder = await runCli(['new', 'plugin', 'swap', '--no-install'], { cwd: root })
    expect(folder.code).toBe(exitCodes.conflict)
    expect(folder.stderr).toContain("Plugin id 'swap' is taken: plugins/swap exists.")
    expect(read(root, 'plugins/swap/keep.txt')).toBe('mine')
    const pkg = await runCli(['new', 'plugin', 'sandbox', '--no-install'], { cwd: root })
    expect(pkg.code).toBe(exitCodes.conflict)
    expect(pkg.stderr).toContain(
      "Plugin id 'sandbox' is taken: sandbox is the package @keyport/sandbox.",
    )
  })

  test('behavior: outside a Keyport checkout it exits with code 4 and says where to run it', async () => {
    const outside = join(untouched, '..')
    const result = await runCli(['new', 'plugin', 'token-gate', '--no-install'], { cwd: outside })
    expect(result.code).toBe(exitCodes.environment)
    expect(result.stderr).toContain(`No Keyport checkout found at or above ${outside}.`)
    expect(result.stderr).toContain('--root <checkout>')
  })
})

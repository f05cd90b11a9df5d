import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runCommand } from '../../cli/utils/runCommand.ts'
import { checkCli } from './packed/checkCli.ts'
import { connectInBrowser } from './packed/connectInBrowser.ts'
import { createPackedApp, type ReactSetup } from './packed/createPackedApp.ts'
import { packPackages } from './packed/packPackages.ts'
import { serveStatic } from './packed/serveStatic.ts'

// `npm run test:packed`: packs every publishable package, installs the tarballs into a new
// Vite + React app in the OS temp folder (once on React 18, once on React 19, TypeScript strict),
// builds it and connects the test wallet in Chromium; the React 19 app also installs the packed
// CLI and runs its binary. KEYPORT_KEEP_PACKED_APP=1 keeps the folder.
process.env.NODE_ENV = 'production'
const root = fileURLToPath(new URL('../..', import.meta.url))
const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'))
const react19 = read('sandbox/package.json').dependencies.react as string
const types19 = read('package.json').devDependencies as Record<string, string>
const setups: ReactSetup[] = [
  {
    label: 'react18',
    react: '18.3.1',
    reactDom: '18.3.1',
    types: '18.3.31',
    typesDom: '18.3.7',
    checkLibraries: true,
  },
  {
    label: 'react19',
    react: react19,
    reactDom: react19,
    types: types19['@types/react'] ?? react19,
    typesDom: types19['@types/react-dom'] ?? react19,
    checkLibraries: false,
    cli: true,
  },
]

// An app outside the workspace knows nothing of its source condition, and installs its dev tools.
const { NODE_OPTIONS: _workspaceOnly, NODE_ENV: _production, ...outside } = process.env
const started = performance.now()
const seconds = () => `${Math.round((performance.now() - started) / 100) / 10} s`

/** CPU seconds of this process and the children it waited for (Linux), for figures a busy machine does not distort. */
function cpuSeconds(): string {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? []
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0)
    return `, ${Math.round(ticks / 10) / 10} s of CPU`
  } catch {
    return ''
  }
}
const run = async (dir: string, command: string, args: string[]) => {
  const result = await runCommand({ command, args, cwd: dir, env: outside })
  if (result.code !== 0)
    throw new Error(`${command} ${args.join(' ')} failed in ${dir}:\n${result.output}`)
}

async function checkApp(
  work: string,
  packed: Awaited<ReturnType<typeof packPackages>>,
  react: ReactSetup,
) {
  const dir = join(work, react.label)
  createPackedApp({ root, dir, packed, react })
  await run(dir, 'npm', [
    'install',
    '--ignore-scripts',
    '--no-package-lock',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--loglevel',
    'error',
  ])
  const installed = JSON.parse(readFileSync(join(dir, 'node_modules/react/package.json'), 'utf8'))
  if (installed.version !== react.react)
    throw new Error(`${react.label}: installed React ${installed.version}, not ${react.react}.`)
  console.log(`  ${react.label}: installed (${seconds()})`)
  const tscArgs = ['-p', 'tsconfig.json', ...(react.checkLibraries ? [] : ['--skipLibCheck'])]
  await run(dir, join(dir, 'node_modules/.bin/tsc'), tscArgs)
  await run(dir, join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'])
  console.log(`  ${react.label}: tsc --noEmit and vite build passed (${seconds()})`)
  if (react.cli) console.log(`  ${react.label}: ${await checkCli(dir, outside)} (${seconds()})`)
  const server = await serveStatic(join(dir, 'dist'))
  try {
    const account = await connectInBrowser(server.url)
    console.log(
      `✓ ${react.label}: React ${installed.version} connected the test wallet: ${account} (${seconds()})`,
    )
  } finally {
    await server.close()
  }
}

const work = mkdtempSync(join(tmpdir(), 'keyport-packed-'))
try {
  const tarballs = join(work, 'tarballs')
  mkdirSync(tarballs)
  const packed = await packPackages(root, tarballs)
  console.log(`✓ built and packed ${packed.map((pkg) => pkg.name).join(', ')} (${seconds()})`)
  await Promise.all(setups.map((react) => checkApp(work, packed, react)))
  console.log(
    `✓ the packed packages work on React 18 and 19, and the CLI runs (${seconds()} in all${cpuSeconds()})`,
  )
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  if (process.env.KEYPORT_KEEP_PACKED_APP === '1') console.log(`kept ${work}`)
  else rmSync(work, { recursive: true, force: true })
}

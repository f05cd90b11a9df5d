import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runCommand } from '../../cli/utils/runCommand.ts'
import { services } from '../../server/stack/services.ts'
import { buildExample, type ExampleName, examples } from './packed/buildExample.ts'
import { checkCli } from './packed/checkCli.ts'
import { checkNewApp } from './packed/checkNewApp.ts'
import { connectInBrowser } from './packed/connectInBrowser.ts'
import { cpuSlots } from './packed/cpuSlots.ts'
import { createPackedApp, type ReactSetup } from './packed/createPackedApp.ts'
import { offlineInstallArgs, packPackages } from './packed/packPackages.ts'
import { serveStatic } from './packed/serveStatic.ts'

// `npm run test:packed`: packs every publishable package and, from the tarballs, in the OS temp
// folder:
// - the packed app (scripts/test/packedApp: every plugin, React 18, TypeScript strict with the
//   libraries' declarations checked too) is installed, built and connects the test wallet in
//   Chromium; it installs the packed CLI too, whose `keyport new app` makes a Vite and a Next.js
//   app, installed from the tarballs, built, linted and tested;
// - the example apps (examples/next on React 19, examples/vite-react18 on React 18.2) are
//   installed, type-checked and built for this environment's stack, and kept in
//   .keyport/examples/<name> for their browser tests (`npm run test:examples`, against the stack).
// React 19 runs in the Next.js example and in both apps the CLI makes. KEYPORT_KEEP_PACKED_APP=1
// keeps the temp folder.
process.env.NODE_ENV = 'production'
const root = fileURLToPath(new URL('../..', import.meta.url))
const setups: ReactSetup[] = [
  {
    label: 'react18',
    react: '18.3.1',
    reactDom: '18.3.1',
    types: '18.3.31',
    typesDom: '18.3.7',
    checkLibraries: true,
    cli: true,
  },
]
// The steps that wait on the disk and the network (npm install) run side by side; tsc, the builds
// and the tests take turns on the two cores.
const cpu = cpuSlots(2)
const stack = new Map(services(process.env).map((service) => [service.name, service.url]))
const stackUrls = {
  projectId: 'keyport-dev',
  api: stack.get('api') ?? '',
  relay: stack.get('relay') ?? '',
}

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
  await run(dir, 'npm', offlineInstallArgs)
  const installed = JSON.parse(readFileSync(join(dir, 'node_modules/react/package.json'), 'utf8'))
  if (installed.version !== react.react)
    throw new Error(`${react.label}: installed React ${installed.version}, not ${react.react}.`)
  console.log(`  ${react.label}: installed (${seconds()})`)
  const tscArgs = ['-p', 'tsconfig.json', ...(react.checkLibraries ? [] : ['--skipLibCheck'])]
  await cpu(() => run(dir, join(dir, 'node_modules/.bin/tsc'), tscArgs))
  await cpu(() => run(dir, join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn']))
  console.log(`  ${react.label}: tsc --noEmit and vite build passed (${seconds()})`)
  if (react.cli) console.log(`  ${react.label}: ${await checkCli(dir, outside)} (${seconds()})`)
  // Beside the browser check: installing and building the app the CLI makes waits on the disk.
  const newApp = react.cli
    ? checkNewApp({
        keyport: join(dir, 'node_modules', '.bin', 'keyport'),
        dir: join(work, 'new-app'),
        packed,
        env: outside,
        cpu,
      }).then((done) => console.log(`✓ ${react.label}: ${done} (${seconds()})`))
    : undefined
  // Awaited below; a failure of the browser check must not leave it unhandled meanwhile.
  newApp?.catch(() => undefined)
  const server = await serveStatic(join(dir, 'dist'))
  try {
    const account = await connectInBrowser(server.url)
    console.log(
      `✓ ${react.label}: React ${installed.version} connected the test wallet: ${account} (${seconds()})`,
    )
  } finally {
    await server.close()
  }
  await newApp
}

const work = mkdtempSync(join(tmpdir(), 'keyport-packed-'))
try {
  const tarballs = join(work, 'tarballs')
  mkdirSync(tarballs)
  const packed = await packPackages(root, tarballs)
  console.log(`✓ built and packed ${packed.map((pkg) => pkg.name).join(', ')} (${seconds()})`)
  const built = (Object.keys(examples) as ExampleName[]).map((name) =>
    buildExample({ root, work, name, packed, env: outside, stack: stackUrls, cpu }).then((done) =>
      console.log(`✓ examples/${name} installed, type-checked and built: ${done} (${seconds()})`),
    ),
  )
  await Promise.all([...setups.map((react) => checkApp(work, packed, react)), ...built])
  console.log(
    `✓ the packed packages work on React 18 and 19, the example apps are built (.keyport/examples) and the CLI makes both templates (${seconds()} in all${cpuSeconds()})`,
  )
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  if (process.env.KEYPORT_KEEP_PACKED_APP === '1') console.log(`kept ${work}`)
  else rmSync(work, { recursive: true, force: true })
}

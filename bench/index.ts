import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Command, InvalidArgumentError } from 'commander'
import { benchPaths } from './build/benchPaths'
import { type BenchPageName, benchPages, buildBenchPage } from './build/buildBenchPage'
import { benchTargets } from './cli/benchTargets'
import { parsePeers } from './cli/parsePeers'
import { formatMarkdown } from './report/formatMarkdown'
import { runBench } from './runBench'
import { measureBundle } from './size/measureBundle'

// `npm run bench`: builds the minimal host page, the all-plugins page and the sandbox, sizes them, and times them (and
// any peer page) in Debian's chromium. It prints and writes figures; it never fails on them.
const positive = (value: string) => {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1)
    throw new InvalidArgumentError('expected a whole number ≥ 1')
  return number
}
const throttles = (value: string) =>
  value.split(',').map((part) => {
    const rate = Number(part)
    if (!(rate >= 1)) throw new InvalidArgumentError('expected rates ≥ 1, e.g. 1,4')
    return rate
  })

const options = new Command('npm run bench --')
  .description('Size and time the Keyport host pages (and peer pages) in headless chromium.')
  .option('--runs <n>', 'timed runs per page and CPU throttle', positive, 10)
  .option('--cpu <rates>', 'CPU throttling rates to run, comma-separated', throttles, [1, 4])
  .option(
    '--pages <names>',
    'Keyport pages: minimal, all-plugins, solana, sandbox',
    'minimal,all-plugins,sandbox',
  )
  .option('--sandbox-query <query>', 'query for the sandbox page, e.g. ?plugins=connect', '')
  .option('--peer <spec...>', 'peer page: JSON {name, url|dir, button, list} or a JSON file', [])
  .option('--no-build', 'reuse the pages built by the last run')
  .option('--no-wallet', 'do not announce the bench wallet (EIP-6963)')
  .option('--out <dir>', 'where to write bench.json and bench.md', benchPaths.out)
  .parse()
  .opts<{
    runs: number
    cpu: number[]
    pages: string
    sandboxQuery: string
    peer: string[]
    build: boolean
    wallet: boolean
    out: string
  }>()

const peers = parsePeers(options.peer)
const names = options.pages.split(',').filter(Boolean)
const own = []
for (const name of names) {
  if (!Object.hasOwn(benchPages, name)) throw new Error(`--pages: unknown page '${name}'.`)
  const page = benchPages[name as BenchPageName]
  const dir = options.build ? await buildBenchPage(name as BenchPageName) : page.outDir
  own.push({
    name: page.label,
    dir,
    bundle: measureBundle(dir),
    query: name === 'sandbox' ? options.sandboxQuery : '',
  })
}

const targets = await benchTargets(own, peers)
console.log(
  `Measuring ${targets.pages.map((page) => page.name).join(', ')}: ${options.runs} runs at CPU throttle ${options.cpu.join(', ')}.`,
)
try {
  const report = await runBench({
    pages: targets.pages,
    runs: options.runs,
    cpuThrottles: options.cpu,
    wallet: options.wallet,
    onRun: (page, cpu, run, result) =>
      console.log(
        result instanceof Error
          ? `  ${page} ×${cpu} #${run}: failed: ${result.message.split('\n')[0]}`
          : `  ${page} ×${cpu} #${run}: ${result.navToButtonMs.toFixed(0)} ms to button, ${result.clickToListMs.toFixed(0)} ms to list`,
      ),
  })
  const markdown = formatMarkdown(report)
  mkdirSync(options.out, { recursive: true })
  writeFileSync(join(options.out, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(join(options.out, 'bench.md'), markdown)
  console.log(`\n${markdown}\nWrote ${join(options.out, 'bench.json')} and bench.md.`)
} finally {
  await targets.close()
}

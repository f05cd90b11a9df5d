// Run before the browser tests: makes sure a Chromium binary exists, installing Debian's package
// when we are root (CI on a fresh machine), because Playwright's own download cannot work offline.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromiumPath } from './chromium.ts'

function run(command: string, args: string[]): void {
  console.log(`$ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.status !== 0) {
    const why = result.error ? result.error.message : `exit code ${result.status}`
    throw new Error(
      `\`${command} ${args.join(' ')}\` failed (${why}); fix the output above and rerun.`,
    )
  }
}

function ensureChromium(): number {
  const path = chromiumPath()
  if (existsSync(path)) {
    console.log(path)
    return 0
  }
  if (process.env.KEYPORT_CHROMIUM) {
    console.error(
      `KEYPORT_CHROMIUM points to ${path}, which does not exist; set it to a Chromium binary.`,
    )
    return 1
  }
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${path}. Install it with:\n` +
        '  sudo apt-get install -y chromium\n' +
        'or set KEYPORT_CHROMIUM to the path of a Chromium binary.',
    )
    return 1
  }
  console.log(`Chromium is missing at ${path}; installing Debian's chromium package.`)
  run('apt-get', ['update'])
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'])
  if (!existsSync(path)) {
    console.error(`apt-get installed chromium but ${path} is still missing; set KEYPORT_CHROMIUM.`)
    return 1
  }
  run(path, ['--version'])
  console.log(path)
  return 0
}

try {
  process.exitCode = ensureChromium()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}

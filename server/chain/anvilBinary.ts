import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { ChainError } from './ChainError.ts'

const require = createRequire(import.meta.url)

/** npm's platform packages of @foundry-rs/anvil, by Node's `process.platform`/`process.arch`. */
const platformPackages: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/**
 * Path of the native anvil binary. We call it directly rather than through the package's
 * `bin.mjs`: that wrapper adds a Node start (about 700 ms against 80 ms to the first answer).
 *
 * @example
 * spawn(anvilBinary(), ['--port', '8545'])
 */
export function anvilBinary(
  platform: string = process.platform,
  arch: string = process.arch,
  resolve: (id: string) => string = require.resolve,
): string {
  const key = `${platform}-${arch}`
  const pkg = platformPackages[key]
  if (!pkg) {
    throw new ChainError(
      `anvil has no npm build for ${key}. Install Foundry (https://getfoundry.sh) and put anvil on PATH, or run the chains on linux-x64, linux-arm64, darwin or win32-x64.`,
    )
  }
  const file = `${pkg}/bin/anvil${platform === 'win32' ? '.exe' : ''}`
  try {
    const path = resolve(file)
    if (existsSync(path)) return path
  } catch {
    // Fall through to the instructions below.
  }
  throw new ChainError(
    `The anvil binary for ${key} is missing (${file}). Run \`npm install\` at the repo root; if npm skipped it, install it explicitly: npm install --no-save ${pkg}@1.7.1`,
  )
}

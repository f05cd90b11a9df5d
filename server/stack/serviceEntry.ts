// The container image's entry (Dockerfile): `docker run keyport api` runs the data API, one
// service per container, configured by its environment (docs/deploy.md). Outside a container:
// `tsx server/stack/serviceEntry.ts relay`. Unlike `npm start`, nothing here wires the services
// to each other; the operator sets their URLs.

import { spawn } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { altoArgs, bundlersFromEnv } from './bundlersFromEnv.ts'
import { type ServiceEntry, serviceEntry } from './serviceEntries.ts'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

let entry: ServiceEntry
try {
  entry = serviceEntry(process.argv[2])
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
  process.exit(2)
}

if (entry.kind === 'dev-only') {
  console.error(`✗ ${entry.reason}`)
  process.exit(2)
} else if (entry.kind === 'script') {
  // In this process, so the service's own SIGTERM handler is the one the container stop reaches.
  await import(pathToFileURL(join(repoRoot, entry.file)).href)
} else {
  const { chainId } = entry
  const bundler = bundlersFromEnv().find((candidate) => candidate.chainId === chainId)
  if (!bundler) throw new Error(`No bundler configuration for chain ${chainId}.`)
  const child = spawn(join(repoRoot, 'node_modules', '.bin', 'alto'), altoArgs(bundler), {
    stdio: 'inherit',
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}

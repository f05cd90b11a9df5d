import { fileURLToPath } from 'node:url'
import { buildLibrary } from './build/buildLibrary'
import { libraryPackages } from './build/libraryPackages'

// `npm run build`: every publishable workspace package to `<package>/dist`, then the sandbox to
// `sandbox/dist`, all in production mode.
process.env.NODE_ENV = 'production'
const root = fileURLToPath(new URL('..', import.meta.url))
const { build } = await import('vite')

for (const pkg of libraryPackages(root)) {
  const started = Date.now()
  const undeclared = await buildLibrary(pkg)
  console.log(`built ${pkg.name} → ${pkg.dir.slice(root.length)}/dist (${Date.now() - started} ms)`)
  if (undeclared.length > 0)
    console.warn(`  warning: imports missing from its package.json: ${undeclared.join(', ')}`)
}
const started = Date.now()
await build({
  root: `${root}sandbox`,
  configFile: `${root}sandbox/vite.config.ts`,
  logLevel: 'warn',
})
console.log(`built the sandbox → sandbox/dist (${Date.now() - started} ms)`)

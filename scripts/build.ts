import { fileURLToPath } from 'node:url'
import { buildPackages } from './build/buildPackages.ts'

// `npm run build`: every publishable workspace package to `<package>/dist` (ES modules, and
// declarations in `dist/types`, each after the Keyport packages it imports), then the sandbox to
// `sandbox/dist`, all in production mode. `--packages` stops after the packages.
process.env.NODE_ENV = 'production'
const root = fileURLToPath(new URL('..', import.meta.url))
const { build } = await import('vite')

const started = Date.now()
for (const pkg of await buildPackages(root, { log: console.log })) {
  if (pkg.undeclared.length > 0)
    console.warn(
      `  warning: ${pkg.name} imports what its package.json does not declare: ${pkg.undeclared.join(', ')}`,
    )
}
console.log(`built the packages (${Date.now() - started} ms)`)
if (!process.argv.includes('--packages')) {
  const sandboxStarted = Date.now()
  await build({
    root: `${root}sandbox`,
    configFile: `${root}sandbox/vite.config.ts`,
    logLevel: 'warn',
  })
  console.log(`built the sandbox → sandbox/dist (${Date.now() - sandboxStarted} ms)`)
}

import { fileURLToPath } from 'node:url'
import { buildDeclarations } from './build/buildDeclarations'
import { buildLibrary } from './build/buildLibrary'
import { libraryPackages } from './build/libraryPackages'

// `npm run build`: every publishable workspace package to `<package>/dist` (ES modules, and
// declarations in `dist/types`), each after the Keyport packages it imports, then the sandbox to
// `sandbox/dist`, all in production mode. `--packages` stops after the packages.
process.env.NODE_ENV = 'production'
const root = fileURLToPath(new URL('..', import.meta.url))
const { build } = await import('vite')

for (const pkg of libraryPackages(root)) {
  const started = Date.now()
  const undeclared = await buildLibrary(pkg)
  const declarations = buildDeclarations(root, pkg)
  console.log(
    `built ${pkg.name} → ${pkg.dir.slice(root.length)}/dist (${declarations.length} declaration files, ${Date.now() - started} ms)`,
  )
  if (undeclared.length > 0)
    console.warn(`  warning: imports missing from its package.json: ${undeclared.join(', ')}`)
}
if (!process.argv.includes('--packages')) {
  const started = Date.now()
  await build({
    root: `${root}sandbox`,
    configFile: `${root}sandbox/vite.config.ts`,
    logLevel: 'warn',
  })
  console.log(`built the sandbox → sandbox/dist (${Date.now() - started} ms)`)
}

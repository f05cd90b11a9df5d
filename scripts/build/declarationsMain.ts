import { fileURLToPath } from 'node:url'
import { buildDeclarations } from './buildDeclarations.ts'
import { libraryPackages } from './libraryPackages.ts'

// Every publishable package's declarations, in build order: run as a process of its own by
// `buildPackages`, so tsc (one core) works beside the JavaScript builds.
const root = fileURLToPath(new URL('../..', import.meta.url))
for (const pkg of libraryPackages(root)) {
  const started = Date.now()
  const files = buildDeclarations(root, pkg)
  console.log(`  ${pkg.name}: ${files.length} declaration files (${Date.now() - started} ms)`)
}

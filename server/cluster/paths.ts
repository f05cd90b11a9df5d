import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** This folder: the runners the cluster starts by path live here. */
export const here = dirname(fileURLToPath(import.meta.url))
export const repoRoot = resolve(here, '../..')
/** The services and the runners are TypeScript, started with the repository's tsx. */
export const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx')

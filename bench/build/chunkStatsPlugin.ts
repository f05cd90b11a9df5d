import { relative } from 'node:path'
import type { Plugin } from 'vite'

/** One JS chunk of a build: its file, how it loads, and the modules inside it. */
export type ChunkStats = {
  fileName: string
  isEntry: boolean
  isDynamicEntry: boolean
  /** Chunks this one imports statically (they load with it). */
  imports: string[]
  /** Chunks this one imports on demand. */
  dynamicImports: string[]
  /** Module ids relative to the repository root (`node_modules/...` for dependencies), with the bytes each adds. */
  modules: Record<string, number>
}

/** The file the plugin writes beside the build output. */
export const chunkStatsFile = 'chunk-stats.json'

/**
 * A Vite plugin that writes `chunk-stats.json` into the build output: every JS chunk with the
 * modules it holds, so sizes can be told apart by plugin and checked against budgets.
 *
 * @example
 * build({ plugins: [react(), chunkStatsPlugin({ root: repoRoot })] })
 */
export function chunkStatsPlugin({ root }: { root: string }): Plugin {
  return {
    name: 'keyport:chunk-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkStats[] = []
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const modules: Record<string, number> = {}
        for (const [id, module] of Object.entries(output.modules))
          modules[moduleName(root, id)] = module.renderedLength
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules,
        })
      }
      chunks.sort((a, b) => a.fileName.localeCompare(b.fileName))
      this.emitFile({
        type: 'asset',
        fileName: chunkStatsFile,
        source: `${JSON.stringify(chunks, null, 2)}\n`,
      })
    },
  }
}

function moduleName(root: string, id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '')
  const inModules = clean.lastIndexOf('/node_modules/')
  if (inModules >= 0) return clean.slice(inModules + 1)
  return clean.startsWith('/') ? relative(root, clean) : clean
}

/**
 * The export condition that maps a Keyport package to its TypeScript source. The workspace turns
 * it on (tsconfig `customConditions`, Vite's `resolve.conditions`, Node's `--conditions`), so
 * packages import each other's source; an app that installs a package never does, and gets `dist`.
 */
export const sourceCondition = '@keyport/source'

/** One `exports` entry: a path (the old, source-only form) or the conditions. */
export type ExportTarget = string | ConditionalExport

export type ConditionalExport = {
  [sourceCondition]: string
  types: string
  import: string
  default: string
}

const withoutExtension = (file: string) => file.replace(/^\.\//, '').replace(/\.(ts|tsx)$/, '')

/** Where the build writes the JavaScript of an entry: `react` → `./dist/react.js`. */
const entryScript = (name: string) => `./dist/${name}.js`

/** Where the declarations of a source file land: `./src/index.ts` → `./dist/types/src/index.d.ts`. */
const declarationOf = (source: string) => `./dist/types/${withoutExtension(source)}.d.ts`

/** The entry a module with side effects is built as: `./src/di/reflect.ts` → `effects/src/di/reflect`. */
export const effectEntryName = (source: string) => `effects/${withoutExtension(source)}`

/** Where the build puts modules with side effects, and the chunks that hold them. */
const effectsPattern = './dist/effects/**'

/**
 * The `exports` map a publishable package carries: its source first under `@keyport/source`,
 * then the built declarations and ES module in `dist`.
 *
 * @example
 * publishedExports({ index: './index.ts' })
 * // { '.': { '@keyport/source': './index.ts', types: './dist/types/index.d.ts', import: './dist/index.js', default: './dist/index.js' } }
 */
export function publishedExports(
  entries: Record<string, string>,
): Record<string, ConditionalExport> {
  return Object.fromEntries(
    Object.entries(entries).map(([name, source]) => [
      name === 'index' ? '.' : `./${name}`,
      {
        [sourceCondition]: source,
        types: declarationOf(source),
        import: entryScript(name),
        default: entryScript(name),
      },
    ]),
  )
}

/** `sideEffects`: each source module with effects, and the chunks the build puts them in. */
export function publishedSideEffects(effects: readonly string[]): false | string[] {
  if (effects.length === 0) return false
  return [...effects, effectsPattern]
}

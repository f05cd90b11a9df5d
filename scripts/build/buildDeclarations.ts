import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import ts from 'typescript'
import type { LibraryPackage } from './libraryPackages'

export class DeclarationBuildError extends Error {
  override name = 'DeclarationBuildError' as const
}

/**
 * A relative import or export specifier that names a TypeScript file (`'./x.ts'`, `"../y.tsx"`),
 * in `from '…'`, `import('…')` and `import '…'` forms.
 */
const tsSpecifier = /((?:from|import)\s*\(?\s*["'])(\.{1,2}\/[^"']*?)\.tsx?(["'])/g

/** Points a declaration file's relative `.ts`/`.tsx` specifiers at the `.js` files beside them. */
export function rewriteSpecifiers(declarations: string): string {
  return declarations.replace(
    tsSpecifier,
    (_match, head, path, quote) => `${head}${path}.js${quote}`,
  )
}

// Parsed library files (React's, Node's, zod's types) are shared by every package's program in
// one build: they do not change while it runs.
const parsed = new Map<string, ts.SourceFile | undefined>()

function cachingHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (!fileName.includes('/node_modules/'))
      return getSourceFile(fileName, languageVersion, ...rest)
    const key = `${fileName}\0${JSON.stringify(languageVersion)}`
    if (!parsed.has(key)) parsed.set(key, getSourceFile(fileName, languageVersion, ...rest))
    return parsed.get(key)
  }
  return host
}

function declarationFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return declarationFiles(path)
    return path.endsWith('.d.ts') ? [path] : []
  })
}

const augmentation = /^declare module '@keyport\/kernel'/m

/**
 * A package's source files that add to the kernel's types (`declare module '@keyport/kernel'`:
 * views, events, flags), tests and test helpers aside. Its entry need not import them, but an
 * app's TypeScript must see them.
 */
function augmentingFiles(dir: string, under = ''): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const path = under ? `${under}/${entry.name}` : entry.name
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'testing', 'templates'].includes(entry.name)
        ? []
        : augmentingFiles(dir, path)
    if (!/\.tsx?$/.test(entry.name) || /\.test(-d)?\.tsx?$/.test(entry.name)) return []
    return augmentation.test(readFileSync(join(dir, path), 'utf8')) ? [path] : []
  })
}

/**
 * Writes the declarations of one package's entries (and what they import) to
 * `<package>/dist/types` (or `outDir`), with the workspace's compiler settings. Other Keyport
 * packages resolve to their built declarations, not their source, so build those first
 * (`libraryPackages` lists them in that order). Relative specifiers end in `.js`, so a consumer's
 * TypeScript finds every file, and the main entry imports the files that add to the kernel's
 * types. Throws `DeclarationBuildError` with tsc's diagnostics.
 *
 * @example
 * for (const pkg of libraryPackages(root)) buildDeclarations(root, pkg)
 */
export function buildDeclarations(
  root: string,
  pkg: Pick<LibraryPackage, 'name' | 'dir' | 'entries'>,
  { outDir = join(pkg.dir, 'dist', 'types') }: { outDir?: string } = {},
): string[] {
  const configPath = join(root, 'tsconfig.json')
  const config = ts.readConfigFile(configPath, (path) => readFileSync(path, 'utf8'))
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root)
  const options: ts.CompilerOptions = {
    ...parsed.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    rewriteRelativeImportExtensions: true,
    declarationMap: false,
    sourceMap: false,
    // Keyport's own packages as an app sees them: through `types`, not their source.
    customConditions: [],
    rootDir: pkg.dir,
    outDir,
  }
  rmSync(outDir, { recursive: true, force: true })
  const augmenting = augmentingFiles(pkg.dir)
  const program = ts.createProgram({
    rootNames: [...Object.values(pkg.entries), ...augmenting].map((file) => join(pkg.dir, file)),
    options,
    host: cachingHost(options),
  })
  const result = program.emit()
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics]
  if (diagnostics.length > 0)
    throw new DeclarationBuildError(
      `${pkg.name}: tsc could not write its declarations.\n${ts.formatDiagnostics(diagnostics, {
        getCanonicalFileName: (file) => file,
        getCurrentDirectory: () => root,
        getNewLine: () => '\n',
      })}`,
    )
  const files = declarationFiles(outDir)
  for (const file of files) writeFileSync(file, rewriteSpecifiers(readFileSync(file, 'utf8')))
  const main = pkg.entries.index
  if (main && augmenting.length > 0) {
    const mainFile = join(outDir, main.replace(/\.tsx?$/, '.d.ts'))
    const imports = augmenting.map((file) => {
      const path = relative(dirname(mainFile), join(outDir, file.replace(/\.tsx?$/, '.js')))
      return `import '${path.startsWith('.') ? path : `./${path}`}'\n`
    })
    writeFileSync(mainFile, `${imports.join('')}${readFileSync(mainFile, 'utf8')}`)
  }
  return files
}

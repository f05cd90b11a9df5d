import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import ts from 'typescript'
import { extractSamples, snippetImports } from './samples.ts'

/** A compile error in a guide's code block, at its line in the Markdown page. */
export type SampleError = { page: string; line: number; message: string }

/** The guide pages: every Markdown file under `docs/`, but not the generated API reference. */
export function guidePages(docs: string): string[] {
  const pages: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
        if (path === join(docs, 'api')) continue
        walk(path)
      } else if (entry.name.endsWith('.md')) pages.push(path)
    }
  }
  walk(docs)
  return pages.sort()
}

const augmentation = /^declare module '@keyport\/kernel'/m

/**
 * The kernel's and plugins' source files that add to the kernel's types (views, events, flags by
 * `declare module '@keyport/kernel'`), tests and test helpers aside. A published package's entry
 * imports them (scripts/build/buildDeclarations.ts), so an app sees them; the samples must too.
 */
export function augmentingFiles(root: string): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'testing', 'templates'].includes(entry.name)) walk(path)
      } else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.test(-d)?\.tsx?$/.test(entry.name) &&
        augmentation.test(readFileSync(path, 'utf8'))
      )
        found.push(path)
    }
  }
  walk(join(root, 'kernel'))
  for (const plugin of readdirSync(join(root, 'plugins'))) walk(join(root, 'plugins', plugin))
  return found.sort()
}

/** A block that neither imports nor exports is a script; `export {}` makes it a module of its own. */
const asModule = (code: string) =>
  /^\s*(import|export)\s/m.test(code) ? code : `${code}export {}\n`

/**
 * Type-checks every ```ts and ```tsx block of the pages against the workspace packages, as the
 * repository's tsconfig.json does (its compiler options, the `@keyport/source` condition): each
 * block is written as a module of its own under `work` (a folder inside the checkout, so that
 * `@keyport/kernel`, `react`, `viem`… resolve), and only those modules' errors are reported, at
 * the Markdown line they come from.
 */
export function checkSamples({
  root,
  pages,
  work,
  alsoCheck = [],
}: {
  root: string
  pages: readonly string[]
  work: string
  /** TypeScript files checked in the same program, their errors reported at their own lines. */
  alsoCheck?: readonly string[]
}): { checked: number; errors: SampleError[] } {
  rmSync(work, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  const origins = new Map<string, { page: string; line: number }>()
  const errors: SampleError[] = []
  for (const page of pages) {
    const markdown = readFileSync(page, 'utf8')
    for (const snippet of snippetImports(markdown)) {
      const file = snippet.path.startsWith('@/')
        ? join(root, 'docs', snippet.path.slice(2))
        : join(dirname(page), snippet.path)
      if (!existsSync(file))
        errors.push({
          page: relative(root, page),
          line: snippet.line,
          message: `the code snippet ${snippet.path} is not a file (${relative(root, file)})`,
        })
    }
    const name = relative(root, page).replaceAll(/[/\\.]/g, '_')
    extractSamples(markdown).forEach((sample, index) => {
      const file = join(work, `${name}.${index + 1}.${sample.lang}`)
      writeFileSync(file, asModule(sample.code))
      origins.set(file, { page, line: sample.line })
    })
  }
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )
  if (!parsed) throw new Error(`could not read ${join(root, 'tsconfig.json')}`)
  for (const file of alsoCheck) origins.set(file, { page: file, line: 1 })
  const program = ts.createProgram([...origins.keys(), ...augmentingFiles(root)], {
    ...parsed.options,
    noEmit: true,
  })
  for (const [file, origin] of origins) {
    const source = program.getSourceFile(file)
    if (!source) throw new Error(`TypeScript did not read ${file}`)
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ]
    for (const diagnostic of diagnostics) {
      const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
      errors.push({
        page: relative(root, origin.page),
        line: origin.line + line,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
      })
    }
  }
  return { checked: origins.size - alsoCheck.length, errors }
}

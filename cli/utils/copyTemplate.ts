import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/** Template files whose real name would mean something to tools while they sit in this repo. */
const renamed: Readonly<Record<string, string>> = {
  _gitignore: '.gitignore',
  '_biome.json': 'biome.json',
}

export type CopyTemplateParameters = {
  from: string
  to: string
  /** Each key is replaced by its value, in file contents and file names, longest key first. */
  replace?: Readonly<Record<string, string>>
  /** Relative paths (with '/') to leave out. @default [] */
  skip?: readonly string[]
  /** Whether to copy a file or folder, by its relative path (with '/'). @default every one */
  include?: (path: string) => boolean
}

/**
 * Copies a template folder, renaming what `replace` names. Returns the written paths, relative to
 * `to`. Templates are real files that pass lint, typecheck and tests where they are.
 *
 * @example
 * copyTemplate({ from: 'cli/templates/plugin', to: 'plugins/token-gate', replace: { 'plugin-template': 'token-gate' } })
 */
export function copyTemplate({
  from,
  to,
  replace = {},
  skip = [],
  include = () => true,
}: CopyTemplateParameters): string[] {
  const keys = Object.keys(replace).sort((a, b) => b.length - a.length)
  const apply = (text: string) =>
    keys.reduce((result, key) => result.replaceAll(key, replace[key]!), text)
  const written: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const source = join(dir, entry.name)
      const path = relative(from, source).split('\\').join('/')
      if (entry.name === 'node_modules' || skip.includes(path) || !include(path)) continue
      if (entry.isDirectory()) {
        walk(source)
        continue
      }
      const target = join(to, apply(relative(from, dir)), apply(renamed[entry.name] ?? entry.name))
      mkdirSync(join(target, '..'), { recursive: true })
      writeFileSync(target, apply(readFileSync(source, 'utf8')))
      written.push(relative(to, target).split('\\').join('/'))
    }
  }
  walk(from)
  return written.sort()
}

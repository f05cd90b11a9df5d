/** A TypeScript code block of a guide page. */
export type Sample = {
  /** `ts` or `tsx`: the extension the block is checked with. */
  lang: 'ts' | 'tsx'
  /** The 1-based line of the page where the block's code starts (the line after the fence). */
  line: number
  code: string
}

/**
 * The word that leaves a block out of the compile check: ```` ```ts no-check ````. For a deliberate
 * fragment only (VitePress ignores the word when it highlights the block).
 */
const noCheckMarker = 'no-check'

const fence = /^( {0,3})(`{3,}|~{3,})\s*([^\s`{[]*)(.*)$/

/**
 * The ```ts and ```tsx blocks of a Markdown page, in order, without the ones marked `no-check`.
 * Other languages (sh, json, the ```ts:line-numbers variants excepted) are not TypeScript and are
 * skipped.
 *
 * @example
 * extractSamples('# A\n\n```ts\nconst a = 1\n```\n') // [{ lang: 'ts', line: 4, code: 'const a = 1\n' }]
 */
export function extractSamples(markdown: string): Sample[] {
  const lines = markdown.split('\n')
  const samples: Sample[] = []
  let open: { marker: string; indent: number; lang: string; skip: boolean; start: number } | null =
    null
  let body: string[] = []
  lines.forEach((text, index) => {
    const match = fence.exec(text)
    if (!open) {
      if (!match) return
      const [, indent = '', marker = '', info = '', rest = ''] = match
      const lang = info.replace(/:.*$/, '').toLowerCase()
      open = {
        marker,
        indent: indent.length,
        lang,
        skip: rest.split(/\s+/).includes(noCheckMarker),
        start: index + 2,
      }
      body = []
      return
    }
    const closes =
      match !== null &&
      match[2]?.[0] === open.marker[0] &&
      (match[2]?.length ?? 0) >= open.marker.length &&
      match[3] === '' &&
      match[4]?.trim() === ''
    if (!closes) {
      body.push(open.indent > 0 ? text.replace(new RegExp(`^ {0,${open.indent}}`), '') : text)
      return
    }
    if ((open.lang === 'ts' || open.lang === 'tsx') && !open.skip)
      samples.push({ lang: open.lang, line: open.start, code: `${body.join('\n')}\n` })
    open = null
  })
  return samples
}

/** A VitePress code snippet import, `<<< @/../examples/next/src/app/layout.tsx`, by its line. */
export type SnippetImport = { line: number; path: string }

/**
 * The files a page imports as code snippets (`<<< path`, with `@/` for the docs folder), outside
 * code blocks. VitePress shows a missing file as a message instead of failing, so the check does.
 */
export function snippetImports(markdown: string): SnippetImport[] {
  const imports: SnippetImport[] = []
  let inFence: string | null = null
  markdown.split('\n').forEach((text, index) => {
    const match = fence.exec(text)
    if (match) {
      const marker = match[2] ?? ''
      if (inFence === null) inFence = marker
      else if (marker[0] === inFence[0] && marker.length >= inFence.length && match[3] === '')
        inFence = null
      return
    }
    if (inFence !== null) return
    const snippet = /^<<<\s+([^\s{[#]+)/.exec(text)
    if (snippet?.[1]) imports.push({ line: index + 1, path: snippet[1] })
  })
  return imports
}

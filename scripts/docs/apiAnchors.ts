import { posix } from 'node:path'

/**
 * The id VitePress gives a heading: its text without accents or control characters, each run of
 * spaces and punctuation made one hyphen, lower case, and a leading digit prefixed with `_`.
 *
 * @example
 * headingSlug('FRAME_ELEMENT_NAME') // 'frame-element-name'
 * headingSlug('dispose()') // 'dispose'
 */
export function headingSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .replaceAll(/\p{Cc}/gu, '')
    .replaceAll(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g, '-')
    .replaceAll(/-{2,}/g, '-')
    .replaceAll(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase()
}

/** A heading's text as the page shows it: Markdown escapes, code marks and link targets removed. */
const headingText = (markdown: string) =>
  markdown
    .replaceAll(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replaceAll(/\\(.)/g, '$1')
    .replaceAll(/`|~~/g, '')
    .trim()

/** The ids of a Markdown page's headings, numbered as VitePress numbers repeats (`-1`, `-2`). */
export function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>()
  const seen = new Map<string, number>()
  let inFence = false
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line)) inFence = !inFence
    const heading = inFence ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)
    if (!heading?.[1]) continue
    const slug = headingSlug(headingText(heading[1]))
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    ids.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return ids
}

/**
 * Points the links of the generated API pages at the ids VitePress gives their headings.
 * typedoc-plugin-markdown writes its own anchors: `#frame_element_name` where VitePress says
 * `#frame-element-name`, and `#nameserrorcode-1` where it counted a member heading
 * (`NamesError.code`) that VitePress names `code`. An anchor the target page does not have is
 * written as VitePress would slug it, else without its repeat number; one that matches nothing
 * is left for the anchor check to report.
 *
 * @param pages Markdown by path relative to the reference's folder (`@keyport/kernel.md`).
 */
export function fixApiAnchors(pages: ReadonlyMap<string, string>): Map<string, string> {
  const ids = new Map([...pages].map(([path, markdown]) => [path, headingIds(markdown)]))
  const fixed = new Map<string, string>()
  for (const [path, markdown] of pages) {
    fixed.set(
      path,
      markdown.replaceAll(
        /\]\(((?![a-z][a-z0-9+.-]*:)[^)#\s]*)#([^)\s]+)\)/gi,
        (link, target: string, anchor: string) => {
          const file = target === '' ? path : posix.join(posix.dirname(path), target)
          const known = ids.get(file)
          if (!known || known.has(anchor)) return link
          const candidates = [headingSlug(anchor), headingSlug(anchor).replace(/-\d+$/, '')]
          const found = candidates.find((candidate) => known.has(candidate))
          return found ? `](${target}#${found})` : link
        },
      ),
    )
  }
  return fixed
}

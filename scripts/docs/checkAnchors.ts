import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, posix, relative } from 'node:path'

/** A link of the built site to an `#anchor` that its target page does not have. */
export type DeadAnchor = { page: string; href: string }

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}

/** The built file a site path is served from: `/guide/options` → `guide/options.html`. */
export function fileOfPath(path: string): string {
  const clean = decodeURIComponent(path).replace(/^\//, '')
  if (clean === '' || clean.endsWith('/')) return `${clean}index.html`
  return clean.endsWith('.html') ? clean : `${clean}.html`
}

/** The `id`s of a page's elements (VitePress puts one on every heading). */
export function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => decodeHtml(id ?? '')))
}

const decodeHtml = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

/**
 * The in-site links of the built pages under `dist` whose `#anchor` is missing on the page they
 * point to. VitePress already fails the build on a link to a page that does not exist; this checks
 * the part after `#`, which it does not. Links to other sites are not followed.
 */
export function checkAnchors(dist: string): DeadAnchor[] {
  const pages = htmlFiles(dist)
  const ids = new Map<string, Set<string>>()
  const idsAt = (file: string) => {
    let found = ids.get(file)
    if (!found) {
      found = existsSync(join(dist, file))
        ? idsOf(readFileSync(join(dist, file), 'utf8'))
        : new Set()
      ids.set(file, found)
    }
    return found
  }
  const dead: DeadAnchor[] = []
  for (const path of pages) {
    const page = relative(dist, path).replaceAll('\\', '/')
    const html = readFileSync(path, 'utf8')
    for (const [, raw = ''] of html.matchAll(/<a\s[^>]*href="([^"]*#[^"]*)"/g)) {
      const href = decodeHtml(raw)
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue
      const [target = '', anchor = ''] = href.split('#', 2)
      if (anchor === '') continue
      const file =
        target === ''
          ? page
          : fileOfPath(
              target.startsWith('/') ? target : posix.join(posix.dirname(`/${page}`), target),
            )
      if (!idsAt(file).has(decodeURIComponent(anchor))) dead.push({ page, href })
    }
  }
  return dead
}

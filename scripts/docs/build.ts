// `npm run docs:build`: the documentation site. In order: the API reference from the published
// entry points (TypeDoc), every ```ts/```tsx block of the guides type-checked against the
// workspace packages, the VitePress build (which fails on a link to a missing page), then every
// #anchor of the built pages checked. Any failure exits 1 with the page and line to fix.
import { join } from 'node:path'
import { build } from 'vitepress'
import { writeApiReference } from './apiReference.ts'
import { checkAnchors } from './checkAnchors.ts'
import { checkSamples, guidePages } from './checkSamples.ts'

const root = join(import.meta.dirname, '../..')
const docs = join(root, 'docs')

async function step<T>(name: string, run: () => Promise<T> | T): Promise<T> {
  const started = performance.now()
  const result = await run()
  console.log(`docs: ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
  return result
}

const warnings = await step('API reference', () => writeApiReference(root))
if (warnings > 0) console.log(`docs: TypeDoc printed ${warnings} warning(s) above`)

const samples = await step('code samples compiled', () =>
  checkSamples({
    root,
    pages: guidePages(docs),
    work: join(docs, '.vitepress/cache/samples'),
    // The site's config is TypeScript too, which VitePress bundles without checking.
    alsoCheck: [join(docs, '.vitepress/config.ts')],
  }),
)
if (samples.errors.length > 0) {
  for (const error of samples.errors) console.error(`${error.page}:${error.line}: ${error.message}`)
  console.error(`docs: ${samples.errors.length} error(s) in the guides' code samples`)
  process.exit(1)
}
console.log(`docs: ${samples.checked} samples compile`)

try {
  await step('site built, links checked', () => build(docs))
} catch (error) {
  // VitePress lists each dead link above, then throws.
  console.error(`docs: the site did not build: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}

const dead = await step('anchors checked', () => checkAnchors(join(docs, '.vitepress/dist')))
if (dead.length > 0) {
  for (const link of dead) console.error(`${link.page}: no anchor for ${link.href}`)
  console.error(`docs: ${dead.length} link(s) to a missing #anchor`)
  process.exit(1)
}

import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { services } from '@keyport/stack'
import { describe, expect, test } from 'vitest'
import { templateVariable } from './db/testing/testDatabase.ts'
import { oauthProviders } from './frame/frameConfigFromEnv.ts'

const serverDir = dirname(fileURLToPath(import.meta.url))
const deployDoc = readFileSync(join(serverDir, '..', 'docs', 'deploy.md'), 'utf8')

// Every server source except tests: the services, their test helpers and benchmarks.
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return ['node_modules', 'dist'].includes(entry.name) ? [] : sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : []
  })
}
const files = sources(serverDir).map((path) => ({
  path: relative(serverDir, path),
  text: readFileSync(path, 'utf8'),
}))

const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]!)

// Names read literally: process.env.X, env.X (an env parameter), env['X'].
const literalReads = files.flatMap(({ text }) => [
  ...matches(text, /\benv\.([A-Z][A-Z0-9_]*)\b/g),
  ...matches(text, /\benv\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g),
])
// Names built from a key: endpointFromEnv(env, 'API', 4000) reads KEYPORT_API_HOST and _PORT,
// and services() lists the ports whose keys are computed (chains, bundlers).
const endpointKeys = files.flatMap(({ text }) =>
  matches(text, /endpointFromEnv\([^,()]+,\s*'([A-Z][A-Z0-9_]*)'/g),
)
const portVariables = services({}).flatMap((service) => (service.ports ?? []).map((p) => p.env))
const builtReads = [
  ...endpointKeys.flatMap((key) => [`KEYPORT_${key}_HOST`, `KEYPORT_${key}_PORT`]),
  ...portVariables.flatMap((port) => [port, port.replace(/_PORT$/, '_HOST')]),
  ...oauthProviders.flatMap((provider) =>
    ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET', 'TRUST_EMAIL'].map(
      (setting) => `KEYPORT_SOCIAL_${provider.toUpperCase()}_${setting}`,
    ),
  ),
  templateVariable,
]
const read = [...new Set([...literalReads, ...builtReads])].sort()

// The first cell of each table row in docs/deploy.md; `<KEY>` stands for any upper-case part.
const documented = matches(deployDoc, /^\|\s*`([A-Z][A-Z0-9_<>]*)`\s*\|/gm)
const patternOf = (name: string) => new RegExp(`^${name.replace(/<[A-Z_]+>/g, '[A-Z0-9_]+')}$`)
const isDocumented = (name: string) => documented.some((doc) => patternOf(doc).test(name))

describe('docs/deploy.md', () => {
  test('behavior: every environment variable read under server/ has a row in a table', () => {
    expect(read.length).toBeGreaterThan(40)
    expect(read.filter((name) => !isDocumented(name))).toEqual([])
  })

  test('behavior: every row names a variable that some server reads (no stale rows)', () => {
    expect(documented.filter((doc) => !read.some((name) => patternOf(doc).test(name)))).toEqual([])
  })

  test('behavior: reads under a computed name are only the ones the lists above expand', () => {
    // A new computed read (env[someName]) must be expanded above, or its names go unchecked.
    // Template placeholders read as <key> here.
    const computed = files.flatMap(({ path, text }) =>
      matches(text, /\benv\[\s*([^'"\s][^\]]*)\]/g).map(
        (expression) => `${path}: ${expression.replace(/\$\{[^}]*\}/g, '<key>')}`,
      ),
    )
    expect(computed.sort()).toEqual([
      'db/testing/testDatabase.ts: templateVariable',
      'frame/frameConfigFromEnv.ts: `<key>_CLIENT_ID`',
      'frame/frameConfigFromEnv.ts: `<key>_CLIENT_SECRET`',
      'frame/frameConfigFromEnv.ts: `<key>_ISSUER`',
      'frame/frameConfigFromEnv.ts: `<key>_TRUST_EMAIL`',
      'stack/endpointFromEnv.ts: `KEYPORT_<key>_HOST`',
      'stack/endpointFromEnv.ts: portEnv',
    ])
  })
})

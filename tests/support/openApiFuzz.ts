// Bad input for every route of the live OpenAPI document, so a new route is fuzzed the day it is
// added. Each case breaks one thing (a path param, a query value, the body or one of its fields)
// and keeps the rest plausible, so the break reaches the route's own checks. A case whose input
// violates the documented schema must answer 4xx with a first reason; a case the schema allows
// (garbage in a free-text field) may answer 2xx, but never 5xx. Seeded, bounded, loopback only.

type Schema = {
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  pattern?: string
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  anyOf?: Schema[]
  oneOf?: Schema[]
  items?: Schema
  minItems?: number
  maxItems?: number
  properties?: Record<string, Schema>
  required?: string[]
  examples?: unknown[]
}
type Parameter = { name: string; in: 'path' | 'query'; required?: boolean; schema: Schema }
export type Operation = {
  parameters: Parameter[]
  requestBody?: { content: Record<string, { schema: Schema }> }
}
type Case = {
  name: string
  path: string
  query: Record<string, string | string[]>
  body?: string
  contentType?: string
  /** True when the input breaks the documented schema, so only a 4xx will do. */
  mustReject: boolean
}

export const SEED = 0x6b657970
function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const random = seededRandom(SEED)
const alphabet = [
  'a',
  'Z',
  '0',
  '-',
  '_',
  '.',
  ' ',
  '%',
  '/',
  '"',
  "'",
  '<',
  '\u00e9',
  '\u4e2d',
  '\u{1f4a5}',
  '\u202e',
  '\u0000',
]
const randomText = (length: number) =>
  Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')

/** Values that are wrong somewhere: garbage, signs, NaN, overflow, unicode, injection, overlong. */
const badStrings = [
  '',
  'garbage',
  '-1',
  'NaN',
  'Infinity',
  '1e309',
  '9'.repeat(400),
  '0x',
  `0x${'g'.repeat(40)}`,
  '\u{1f4a5}\u{1f680}\u202e',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'nul\u0000byte',
  'x'.repeat(4000),
]
/** JSON values of the wrong type for most fields. */
const badJsonValues: unknown[] = [
  null,
  123,
  -1,
  1e308,
  0.5,
  true,
  [],
  {},
  ['a'],
  'x'.repeat(10_000),
  '\u{1f4a5}',
  'NaN',
]

/** Plausible values tried in order until one satisfies a string schema. */
const plausibleStrings = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  'eip155:1',
  '1',
  '1000000',
  '00000000-0000-4000-8000-000000000000',
  `0x${'ab'.repeat(65)}`,
  'USD',
  'alice',
]

function checkString(schema: Schema, value: string): boolean {
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false
  const length = [...value].length
  if (schema.minLength !== undefined && length < schema.minLength) return false
  if (schema.maxLength !== undefined && length > schema.maxLength) return false
  return true
}

function checkNumber(schema: Schema, value: number, integer: boolean): boolean {
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value))) return false
  if (schema.minimum !== undefined && value < schema.minimum) return false
  if (schema.maximum !== undefined && value > schema.maximum) return false
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false
  return true
}

/** Whether `value` satisfies `schema` (the subset zod emits). `fromText`: query and form values. */
function satisfies(schema: Schema, value: unknown, fromText = false): boolean {
  const branches = schema.anyOf ?? schema.oneOf
  if (branches) return branches.some((branch) => satisfies(branch, value, fromText))
  if ('const' in schema && value !== schema.const) return false
  if (schema.enum && !schema.enum.includes(value)) return false
  const types = schema.type === undefined ? [] : [schema.type].flat()
  if (types.length === 0) return true
  return types.some((type) => {
    if (fromText && typeof value === 'string' && (type === 'number' || type === 'integer'))
      return value.trim() !== '' && checkNumber(schema, Number(value), type === 'integer')
    if (type === 'string') return typeof value === 'string' && checkString(schema, value)
    if (type === 'number' || type === 'integer')
      return typeof value === 'number' && checkNumber(schema, value, type === 'integer')
    if (type === 'boolean') return typeof value === 'boolean'
    if (type === 'null') return value === null
    if (type === 'array') {
      if (!Array.isArray(value)) return false
      if (schema.minItems !== undefined && value.length < schema.minItems) return false
      if (schema.maxItems !== undefined && value.length > schema.maxItems) return false
      return value.every((item) => !schema.items || satisfies(schema.items, item))
    }
    if (type === 'object') {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
      const record = value as Record<string, unknown>
      if ((schema.required ?? []).some((key) => !(key in record))) return false
      return Object.entries(schema.properties ?? {}).every(
        ([key, property]) => !(key in record) || satisfies(property, record[key]),
      )
    }
    return true
  })
}

/** A value the schema accepts, as far as shapes go: its documented example when it has one. */
function sample(schema: Schema): unknown {
  if (schema.examples?.length) return schema.examples[0]
  const branch = (schema.anyOf ?? schema.oneOf)?.[0]
  if (branch) return sample(branch)
  if ('const' in schema) return schema.const
  if (schema.enum) return schema.enum[0]
  const type = [schema.type ?? 'string'].flat()[0]
  if (type === 'number' || type === 'integer')
    return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1
  if (type === 'boolean') return true
  if (type === 'null') return null
  if (type === 'array')
    return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
      sample(schema.items ?? {}),
    )
  if (type === 'object')
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sample(property)]),
    )
  return plausibleStrings.find((candidate) => checkString(schema, candidate)) ?? 'sample'
}

function casesFor(path: string, operation: Operation): Case[] {
  const parameters = operation.parameters
  const pathParams = parameters.filter((p) => p.in === 'path')
  const queryParams = parameters.filter((p) => p.in === 'query' && p.name !== 'projectId')
  const needsProject = parameters.some((p) => p.in === 'query' && p.name === 'projectId')
  const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? []
  const isForm = contentType === 'application/x-www-form-urlencoded'
  const bodySchema = media?.schema
  const encode = (value: Record<string, unknown>) =>
    isForm
      ? new URLSearchParams(
          Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
        ).toString()
      : JSON.stringify(value)

  const goodPath = (override: Record<string, string> = {}) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(
        override[name] ?? String(sample(pathParams.find((p) => p.name === name)?.schema ?? {})),
      ),
    )
  const goodQuery = (): Record<string, string | string[]> => ({
    ...(needsProject ? { projectId: 'keyport-dev' } : {}),
    ...Object.fromEntries(
      queryParams.filter((p) => p.required).map((p) => [p.name, String(sample(p.schema))]),
    ),
  })
  const goodBody = bodySchema ? (sample(bodySchema) as Record<string, unknown>) : undefined
  const base = () => ({
    path: goodPath(),
    query: goodQuery(),
    ...(goodBody ? { body: encode(goodBody), contentType } : {}),
  })
  const cases: Case[] = []
  const add = (name: string, change: Partial<Case>, mustReject: boolean) =>
    cases.push({ name, ...base(), ...change, mustReject })

  if (needsProject) {
    const { projectId: _, ...rest } = goodQuery()
    add('no projectId', { query: rest }, true)
    add('unknown projectId', { query: { ...rest, projectId: randomText(12) } }, true)
  }
  for (const param of pathParams) {
    for (const value of [...badStrings.slice(1), randomText(24)])
      add(
        `path ${param.name}=${value.slice(0, 24)}`,
        { path: goodPath({ [param.name]: value }) },
        !satisfies(param.schema, value, true),
      )
    // A percent sign that starts no escape: the path cannot even be decoded.
    add(
      `path ${param.name} malformed escape`,
      { path: goodPath().replace(/\/[^/]*$/, '/%E0%A4%A') },
      false,
    )
  }
  for (const param of queryParams) {
    if (param.required) {
      const { [param.name]: _, ...rest } = goodQuery()
      add(`query ${param.name} missing`, { query: rest }, true)
    }
    for (const value of [...badStrings, randomText(16)])
      add(
        `query ${param.name}=${value.slice(0, 24)}`,
        { query: { ...goodQuery(), [param.name]: value } },
        !satisfies(param.schema, value, true),
      )
    add(
      `query ${param.name} given twice`,
      { query: { ...goodQuery(), [param.name]: ['1', 'eip155:1'] } },
      param.schema.type === 'string' || param.schema.pattern !== undefined,
    )
  }
  if (bodySchema && goodBody) {
    const wholeBodies: [string, string, boolean][] = [
      ['invalid JSON', '{not json', !isForm],
      ['empty body', '', true],
      ['JSON null', 'null', true],
      ['JSON array', '[]', true],
      ['JSON string', '"text"', true],
      ['JSON number', '-1e309', true],
      ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`, true],
      ['oversized body', JSON.stringify({ pad: 'a'.repeat(70_000) }), true],
      [
        '__proto__ pollution',
        '{"__proto__":{"admin":true}}',
        (bodySchema.required ?? []).length > 0,
      ],
    ]
    for (const [name, body, mustReject] of wholeBodies) add(`body: ${name}`, { body }, mustReject)
    for (const [key, property] of Object.entries(bodySchema.properties ?? {})) {
      if (bodySchema.required?.includes(key)) {
        const { [key]: _, ...rest } = goodBody
        add(`body.${key} missing`, { body: encode(rest) }, true)
      }
      const values = isForm
        ? [...badStrings, randomText(16)]
        : [...badJsonValues, ...badStrings, randomText(16)]
      for (const value of values)
        add(
          `body.${key}=${JSON.stringify(value).slice(0, 24)}`,
          { body: encode({ ...goodBody, [key]: value }) },
          !satisfies(property, value, isForm) || (isForm && typeof value !== 'string'),
        )
    }
  }
  return cases
}

/** The routes of an OpenAPI document as [method, path, operation]. */
export function operationsOf(document: Record<string, unknown>): [string, string, Operation][] {
  const paths = document.paths as Record<string, Record<string, Operation>>
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): [string, string, Operation] => [
      method.toUpperCase(),
      path,
      op,
    ]),
  )
}

/**
 * Sends every route of `operations` its seeded bad input at `baseUrl`; returns the failures (a 5xx,
 * invalid input accepted, a 4xx without a reason) and a tally.
 */
export async function fuzzOpenApi(baseUrl: string, operations: [string, string, Operation][]) {
  const failures: string[] = []
  const tally = { cases: 0, rejected: 0, acceptedOptional: 0 }
  const perRoute: string[] = []
  const run = async (method: string, c: Case) => {
    const url = new URL(`${baseUrl}${c.path}`)
    for (const [key, value] of Object.entries(c.query))
      for (const v of [value].flat()) url.searchParams.append(key, v)
    let status = 0
    let description: unknown
    try {
      const answer = await fetch(url, {
        method,
        headers: c.contentType ? { 'content-type': c.contentType } : {},
        body: method === 'GET' ? undefined : c.body,
        signal: AbortSignal.timeout(10_000),
      })
      status = answer.status
      const text = await answer.text()
      if (status >= 400)
        description = (JSON.parse(text) as { reasons?: { description?: string }[] }).reasons?.[0]
          ?.description
    } catch (error) {
      failures.push(`${method} ${c.path.slice(0, 60)} [${c.name}]: ${String(error).slice(0, 120)}`)
      return
    }
    tally.cases++
    const why =
      status >= 500
        ? `answered ${status}`
        : c.mustReject && (status < 400 || status >= 500)
          ? `accepted invalid input with ${status}`
          : status >= 400 && !(typeof description === 'string' && description.length > 0)
            ? `${status} without reasons[0].description`
            : undefined
    if (why) failures.push(`${method} ${c.path.slice(0, 60)} [${c.name}]: ${why}`)
    else if (status >= 400) tally.rejected++
    else tally.acceptedOptional++
  }
  for (const [method, path, operation] of operations) {
    const cases = casesFor(path, operation)
    perRoute.push(`${method} ${path}: ${cases.length}`)
    // A few at a time: enough to overlap chain calls, not a load test.
    for (let i = 0; i < cases.length; i += 8)
      await Promise.all(cases.slice(i, i + 8).map((c) => run(method, c)))
  }
  return { failures, tally, perRoute }
}

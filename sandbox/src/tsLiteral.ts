/** Code printed as written (an identifier, `location.origin`), not as a string. */
export class Code {
  constructor(readonly text: string) {}
}

/** A call with at most one argument, printed `callee(argument)`; an object argument hugs. */
export class Call {
  constructor(
    readonly callee: string,
    readonly argument?: unknown,
  ) {}
}

type Place = { indent: number; column: number; trail: number; width: number }
type Part = (place: Place) => string

const identifier = /^[A-Za-z_$][\w$]*$/
const pad = (count: number) => ' '.repeat(count)
const quote = (text: string) =>
  `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`

/**
 * Data as a TypeScript expression, laid out the way the repository's formatter (Biome: two
 * spaces, single quotes, trailing commas) would: a list stays on one line when it fits the width.
 *
 * @example
 * tsLiteral({ networks: new Code('networks'), relayUrl: 'ws://127.0.0.1:4001' })
 * // "{ networks, relayUrl: 'ws://127.0.0.1:4001' }"
 */
export function tsLiteral(
  value: unknown,
  { indent = 0, column = indent, trail = 0, width = 100 }: Partial<Place> = {},
): string {
  return print(value, { indent, column, trail, width })
}

function print(value: unknown, place: Place): string {
  if (value instanceof Code) return value.text
  if (value instanceof Call) return printCall(value, place)
  if (typeof value === 'string') return quote(value)
  if (typeof value === 'bigint') return `${value}n`
  if (Array.isArray(value))
    return printList(
      ['[', ']'],
      value.map((item) => (at) => print(item, at)),
      place,
    )
  if (value !== null && typeof value === 'object') return printObject(value, place)
  return String(value)
}

function printObject(value: object, place: Place): string {
  const parts = Object.entries(value)
    .filter(([, entry]) => entry !== undefined)
    .map(([name, entry]): Part => {
      const key = identifier.test(name) ? name : quote(name)
      if (entry instanceof Code && entry.text === key) return () => key
      return (at) => `${key}: ${print(entry, { ...at, column: at.column + key.length + 2 })}`
    })
  return printList(['{ ', ' }'], parts, place)
}

function printCall({ callee, argument }: Call, place: Place): string {
  if (argument === undefined) return `${callee}()`
  const inner = { ...place, column: place.column + callee.length + 1, trail: place.trail + 1 }
  return `${callee}(${print(argument, inner)})`
}

function printList([open, close]: [string, string], parts: Part[], place: Place): string {
  if (parts.length === 0) return `${open.trim()}${close.trim()}`
  const flat = parts.map((part) => part({ ...place, column: 0, trail: 0, width: Infinity }))
  const inline = `${open}${flat.join(', ')}${close}`
  if (!inline.includes('\n') && place.column + inline.length + place.trail <= place.width)
    return inline
  const indent = place.indent + 2
  const lines = parts.map(
    (part) => `${pad(indent)}${part({ ...place, indent, column: indent, trail: 1 })},`,
  )
  return `${open.trim()}\n${lines.join('\n')}\n${pad(place.indent)}${close.trim()}`
}

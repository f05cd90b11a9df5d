// Reproducible junk for fuzzing: seeded, so a failure names an input that fails again.
/** `count` strings built from tricky pieces (hex, CAIP prefixes, %, unicode, NUL, overlong). */
export function junkStrings(seed: number, count: number): string[] {
  const pieces = [
    '0x',
    'eip155:',
    '1',
    'ff',
    'Zz',
    '-',
    '.',
    '%',
    '%25',
    '..',
    'é',
    '🙂',
    ' ',
    '"',
    '{',
    '\u0000',
    'keyport.id',
    'a'.repeat(300),
  ]
  let state = seed
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state
  }
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + (next() % 6) }, () => pieces[next() % pieces.length]).join(''),
  )
}

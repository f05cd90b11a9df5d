export type CaseNames = {
  /** 'token-gate' */
  kebab: string
  /** 'tokenGate' */
  camel: string
  /** 'TokenGate' */
  pascal: string
  /** 'Token gate' */
  title: string
}

/**
 * The spellings of a kebab-case id that code needs: file names, identifiers, a title.
 *
 * @example
 * caseNames('token-gate') // { kebab: 'token-gate', camel: 'tokenGate', pascal: 'TokenGate', title: 'Token gate' }
 */
export function caseNames(kebab: string): CaseNames {
  const words = kebab.split('-')
  const upper = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
  const pascal = words.map(upper).join('')
  return {
    kebab,
    camel: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    pascal,
    title: upper(words.join(' ')),
  }
}

import type { ReactNode } from 'react'

const token = /('(?:[^'\\\n]|\\.)*')|\b(import|from|export|const|type)\b|\b(true|false|\d+)\b/g

/**
 * The snippet's strings, keywords and literals wrapped in spans for colour; the text itself is
 * unchanged (what is copied is the plain string).
 */
export function highlightTs(source: string): ReactNode[] {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of source.matchAll(token)) {
    const kind = match[1] ? 'string' : match[2] ? 'keyword' : 'literal'
    parts.push(source.slice(last, match.index))
    parts.push(
      <span key={match.index} className={`tok-${kind}`}>
        {match[0]}
      </span>,
    )
    last = match.index + match[0].length
  }
  parts.push(source.slice(last))
  return parts
}

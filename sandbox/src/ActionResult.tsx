type ActionResultProps = {
  /** What the last action answered; nothing is shown before the first. */
  text: string | undefined
  /** The output's test id (browser tests read the answer by it). */
  testId?: string
  /** The output's accessible name, where tests find it by label. */
  label?: string
}

const toneOf = (text: string) =>
  /^(Error|Refused)\b/.test(text) ? 'error' : text.endsWith('…') ? 'pending' : 'done'
const captions = { error: 'Failed', pending: 'Waiting', done: 'Result' } as const

/**
 * The answer of a wallet action in a box coloured by its outcome (failed, waiting, done); the
 * `<output>` holds exactly the answer's text, which tests compare.
 */
export function ActionResult({ text, testId, label }: ActionResultProps) {
  if (!text) return null
  const tone = toneOf(text)
  return (
    <div className={`result result--${tone}`}>
      <span className="result-caption">{captions[tone]}</span>
      <output data-testid={testId} aria-label={label}>
        {text}
      </output>
    </div>
  )
}

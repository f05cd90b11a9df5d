import { useStyles } from '@keyport/kernel/react'
import { forwardRef, useId } from 'react'
import { sendCss, sendStylesId } from './sendStyles.ts'

export type TextFieldProps = {
  label: string
  value: string
  onChange(value: string): void
  /** Shown under the field while there is no error. */
  hint?: string
  /** Shown under the field; marks it invalid. */
  error?: string
  inputMode?: 'decimal' | 'text'
  placeholder?: string
  testId?: string
}

/**
 * A labelled text input with a hint or an error under it, tied by `aria-describedby` and
 * announced politely as it changes. A long value scrolls inside the field; its full text stays
 * the field's value.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, value, onChange, hint, error, inputMode = 'text', placeholder, testId },
  ref,
) {
  useStyles(sendStylesId, sendCss)
  const id = useId()
  const noteId = `${id}-note`
  return (
    <div className="kp-field">
      <label htmlFor={id} className="kp-label">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className="kp-input"
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={noteId}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={noteId} aria-live="polite" className={error ? 'kp-field-error' : 'kp-field-hint'}>
        {error ?? hint}
      </p>
    </div>
  )
})

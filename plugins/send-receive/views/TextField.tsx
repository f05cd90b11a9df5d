import { forwardRef, useId } from 'react'

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

const inputStyle = {
  width: '100%',
  minHeight: 40,
  padding: '8px 12px',
  font: 'inherit',
  color: 'var(--kp-color-fg)',
  background: 'var(--kp-color-surface)',
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: 'var(--kp-color-border)',
  borderRadius: 'calc(var(--kp-border-radius-master) * 3)',
} as const

/** A labelled text input with a hint or an error, announced politely as it changes. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, value, onChange, hint, error, inputMode = 'text', placeholder, testId },
  ref,
) {
  const id = useId()
  const noteId = `${id}-note`
  return (
    <div className="kp-stack" style={{ gap: 4 }}>
      <label htmlFor={id} className="kp-text kp-text--strong">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
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
        style={error ? { ...inputStyle, borderColor: 'var(--kp-color-error)' } : inputStyle}
      />
      <p
        id={noteId}
        aria-live="polite"
        className={error ? 'kp-text' : 'kp-text kp-text--muted'}
        style={error ? { color: 'var(--kp-color-error)' } : undefined}
      >
        {error ?? hint}
      </p>
    </div>
  )
})

import { useStyles, useT } from '@keyport/kernel/react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { formCss, formStylesId } from './formStyles.ts'
import { OtpBoxes } from './OtpBoxes.tsx'
import { emptyOtp } from './otpDigits.ts'
import { useDialogTitleId } from './useDialogTitleId.ts'

export type OtpFormProps = {
  /** Called with the 6 digits; resolves when checked. */
  onSubmit: (otp: string) => void
  busy: boolean
  error?: string
  onInvalid: (message: string) => void
  /** What to enter and where it was sent; describes the code boxes. */
  hint: string
}

/**
 * The one-time code as six boxes that submit by themselves once complete. Focus starts in the
 * first box, labelled by the dialog's title and the field's label, so the view's title is still
 * announced; a refused code empties the boxes for the next try.
 */
export function OtpForm({ onSubmit, busy, error, onInvalid, hint }: OtpFormProps) {
  useStyles(formStylesId, formCss)
  const t = useT()
  const [digits, setDigits] = useState(emptyOtp)
  const id = useId()
  const groupRef = useRef<HTMLFieldSetElement>(null)
  const firstRef = useRef<HTMLInputElement>(null)
  const submitted = useRef(false)
  const titleId = useDialogTitleId(groupRef)
  useEffect(() => firstRef.current?.focus(), [])
  useEffect(() => {
    if (busy || !submitted.current) return
    submitted.current = false
    if (!error) return
    setDigits(emptyOtp())
    firstRef.current?.focus()
  }, [busy, error])
  const send = (code: string) => {
    submitted.current = true
    onSubmit(code)
  }
  const change = (next: string[]) => {
    setDigits(next)
    const code = next.join('')
    if (code.length === next.length && !busy) send(code)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const code = digits.join('')
    if (!/^\d{6}$/.test(code)) {
      onInvalid(t('otp.invalid'))
      return firstRef.current?.focus()
    }
    send(code)
  }
  return (
    <form className="kp-stack" onSubmit={submit} noValidate>
      <fieldset
        ref={groupRef}
        className="kp-fieldset kp-field"
        aria-labelledby={titleId ? `${titleId} ${id}-label` : `${id}-label`}
        aria-describedby={`${id}-hint`}
      >
        <p id={`${id}-label`} className="kp-label">
          {t('otp.label')}
        </p>
        <p id={`${id}-hint`} className="kp-field-hint kp-email-value">
          {hint}
        </p>
        <OtpBoxes
          digits={digits}
          onChange={change}
          errorId={error ? `${id}-error` : undefined}
          firstRef={firstRef}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="kp-field-error">
            {error}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className="kp-button" disabled={busy} aria-busy={busy}>
        {busy ? <span className="kp-spinner kp-spinner--small" aria-hidden="true" /> : null}
        {t('otp.submit')}
      </button>
    </form>
  )
}

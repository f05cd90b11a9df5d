import { useT } from '@keyport/kernel/react'
import { type ClipboardEvent, type KeyboardEvent, type RefObject, useRef } from 'react'
import { otpLength, typedText, writeOtp } from './otpDigits.ts'

export type OtpBoxesProps = {
  digits: readonly string[]
  onChange: (digits: string[]) => void
  /** Id of the error text the boxes are described by, while there is an error. */
  errorId?: string
  /** The first box, focused when the view opens. */
  firstRef: RefObject<HTMLInputElement | null>
}

/**
 * Six one-digit boxes: typing moves on, Backspace moves back, arrows move, and a pasted or
 * autofilled code fills them all. Codes read left to right in every language.
 */
export function OtpBoxes({ digits, onChange, errorId, firstRef }: OtpBoxesProps) {
  const t = useT()
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(otpLength - 1, index))]
    box?.focus()
    box?.select()
  }
  const write = (index: number, text: string) => {
    const written = writeOtp(digits, index, text)
    if (!written) return
    onChange(written.digits)
    focusBox(written.focus)
  }
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, Home: -otpLength, End: otpLength }[event.key]
    if (step !== undefined) {
      event.preventDefault()
      return focusBox(index + step)
    }
    if (event.key !== 'Backspace' || digits[index]) return
    event.preventDefault()
    if (index === 0) return
    onChange(digits.map((digit, at) => (at === index - 1 ? '' : digit)))
    focusBox(index - 1)
  }
  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    write(index, event.clipboardData.getData('text'))
  }
  return (
    <div className="kp-otp">
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the six boxes are fixed positions
          key={index}
          ref={(element) => {
            boxes.current[index] = element
            if (index === 0) firstRef.current = element
          }}
          className="kp-otp-box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otp.digit', { index: index + 1, count: otpLength })}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          value={digit}
          onFocus={(event) => event.target.select()}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onChange={(event) => {
            const value = event.target.value
            if (value === '') return onChange(digits.map((d, at) => (at === index ? '' : d)))
            write(index, typedText(digit, value))
          }}
        />
      ))}
    </div>
  )
}

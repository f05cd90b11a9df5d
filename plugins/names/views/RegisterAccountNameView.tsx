import { useNetwork } from '@keyport/connect'
import { useStyles, useT } from '@keyport/kernel/react'
import { useId, useRef } from 'react'
import { nameZone } from '../accountName.ts'
import { useNames } from '../hooks/useNames.ts'
import { namesCss, namesStylesId } from './namesStyles.ts'

/**
 * RegisterAccountName: type a name and see at once whether it follows the rule, then (after a
 * pause) whether it is free and free variants to pick; Register signs and registers it.
 */
export default function RegisterAccountNameView() {
  useStyles(namesStylesId, namesCss)
  const t = useT()
  const { names, search, registration } = useNames()
  const { network } = useNetwork()
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const label = search.value
  const full = `${label.toLowerCase()}.${nameZone}`

  const note = (() => {
    if (search.problem === 'characters' || search.problem === 'tooShort')
      return { text: t(`register.problem.${search.problem}`), bad: true }
    if (search.problem === 'empty') return { text: t('register.hint'), bad: false }
    if (search.status === 'loading') return { text: t('register.checking', { name: full }) }
    if (search.status === 'error') return { text: search.error ?? '', bad: true }
    if (search.status === 'ready' && search.available === false)
      return { text: t('register.taken', { name: full }), bad: true }
    if (search.status === 'ready') return { text: t('register.available', { name: full }) }
    return { text: t('register.hint') }
  })()
  const taken = search.status === 'ready' && search.available === false
  const blocked = Boolean(search.problem) || taken || registration.loading

  const change = (value: string) => {
    names.registration.clearError()
    names.search.search(value.trim())
  }
  const submit = () => {
    if (blocked) return input.current?.focus()
    names.registration.register(label, network).catch(() => undefined)
  }

  return (
    <form
      className="kp-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <div className="kp-field">
        <label htmlFor={id} className="kp-label">
          {t('register.label')}
        </label>
        <div
          className="kp-name-box"
          data-invalid={note.bad && search.problem !== 'empty' ? '' : undefined}
        >
          <input
            ref={input}
            id={id}
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            // biome-ignore lint/a11y/noAutofocus: the view exists to type this one field
            autoFocus
            value={label}
            aria-invalid={note.bad ? true : undefined}
            aria-describedby={`${id}-zone ${id}-note`}
            data-testid="account-name-input"
            onChange={(event) => change(event.target.value)}
            className="kp-name-input"
          />
          <span id={`${id}-zone`} className="kp-text kp-text--muted kp-name-zone">
            {t('register.zone', { zone: nameZone })}
          </span>
        </div>
        <p
          id={`${id}-note`}
          aria-live="polite"
          className={note.bad ? 'kp-field-error' : 'kp-field-hint'}
          data-testid="account-name-note"
        >
          {note.text}
        </p>
      </div>
      {!search.problem && search.suggestions.length > 0 ? (
        <section className="kp-stack kp-tight" aria-labelledby={`${id}-suggestions`}>
          <p id={`${id}-suggestions`} className="kp-text kp-text--strong">
            {t('register.suggestions')}
          </p>
          {search.suggestions.map((suggestion) => (
            <button
              key={suggestion.name}
              type="button"
              className="kp-button kp-button--secondary kp-name-suggestion"
              aria-label={t('register.suggestion', { name: suggestion.name })}
              onClick={() => {
                change(suggestion.name.slice(0, -(nameZone.length + 1)))
                input.current?.focus()
              }}
            >
              {suggestion.name}
            </button>
          ))}
        </section>
      ) : null}
      {registration.error ? (
        <p className="kp-field-error" role="alert">
          {registration.error.shortMessage}
        </p>
      ) : null}
      <button type="submit" className="kp-button" aria-disabled={blocked ? true : undefined}>
        {registration.loading ? t('register.registering') : t('register.submit')}
      </button>
    </form>
  )
}

import { useObservable, useService, useT } from '@keyport/kernel/react'
import { useId } from 'react'
import type { LegalLinks } from '../services/legalLinks.ts'
import { legalConsentToken } from '../tokens.ts'
import { useConnectViewsStyles } from './connectViewsCss.ts'
import { LegalText } from './LegalText.tsx'

/**
 * The `legalCheckbox` box: a native checkbox (focusable, ticked with Space, its state announced)
 * labelled with the app's legal links. Until it is ticked, a hint under it says why the wallet,
 * email and social buttons are off.
 */
export function LegalCheckbox({ links }: { links: LegalLinks }) {
  useConnectViewsStyles()
  const t = useT()
  const consent = useService(legalConsentToken)
  const accepted = useObservable(consent.accepted$, () => consent.accepted)
  const id = useId()
  const hint = `${id}-hint`
  return (
    <div className="kp-legal kp-legal-check">
      <div className="kp-checkbox">
        <input
          id={id}
          type="checkbox"
          checked={accepted}
          aria-describedby={accepted ? undefined : hint}
          onChange={(event) => consent.set(event.target.checked)}
        />
        <label htmlFor={id} className="kp-connect-legal-label">
          <LegalText message="legal.checkbox" links={links} />
        </label>
      </div>
      {accepted ? null : (
        <p id={hint} className="kp-text kp-text--muted">
          {t('legal.hint')}
        </p>
      )}
    </div>
  )
}

import { optionsToken } from '@keyport/kernel'
import { useFlag, useKernel, useObservable, useService } from '@keyport/kernel/react'
import { useMemo } from 'react'
import { type LegalLinks, legalLinks } from '../services/legalLinks.ts'
import { legalConsentToken } from '../tokens.ts'

export type LegalTerms = {
  /** The app's legal pages; empty when it gave none (then nothing is shown). */
  links: LegalLinks
  /** The `legalCheckbox` box is shown (the flag is on and there is something to agree to). */
  checkbox: boolean
  /** The wallet, email and social buttons wait for the box to be ticked. */
  locked: boolean
}

/**
 * The Connect view's legal state: the terms line's links, and with the `legalCheckbox` flag on,
 * whether the box is ticked. With the flag on but no URL there is nothing to agree to, so no box
 * (as the market leader does) and a warning tells the developer why.
 */
export function useLegalTerms(): LegalTerms {
  const { logger } = useKernel()
  const { termsConditionsUrl, privacyPolicyUrl } = useService(optionsToken)
  const flag = useFlag('legalCheckbox')
  const consent = useService(legalConsentToken)
  const accepted = useObservable(consent.accepted$, () => consent.accepted)
  const links = useMemo(() => {
    const found = legalLinks({ termsConditionsUrl, privacyPolicyUrl, warn: logger.warn })
    if (flag && !found.terms && !found.privacy)
      logger.warn('legalCheckbox is on but no termsConditionsUrl or privacyPolicyUrl is set')
    return found
  }, [termsConditionsUrl, privacyPolicyUrl, flag, logger])
  const checkbox = flag && Boolean(links.terms || links.privacy)
  return { links, checkbox, locked: checkbox && !accepted }
}

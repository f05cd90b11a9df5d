import { MoreIcon } from '@keyport/kernel/icons'
import { useKernel, useT } from '@keyport/kernel/react'
import { useSocials } from '../hooks/useSocials.ts'
import { useLoginViewsStyles } from './loginViewsCss.ts'
import { SocialButton } from './SocialButton.tsx'

/** How many icon buttons fit in the row at the modal's 360 px: with more, the last is "more". */
export const SOCIAL_ROW_CELLS = 5

/**
 * The Connect view's social method: the first provider full width with its mark, the next ones
 * as a row of icon buttons, and a "more" button opening them all (ConnectSocials) when they do
 * not fit in the row.
 */
export default function SocialSection() {
  useLoginViewsStyles()
  const t = useT()
  const { router } = useKernel()
  const socials = useSocials()
  if (socials.length === 0) return null
  const [first, ...rest] = socials
  const overflow = rest.length > SOCIAL_ROW_CELLS
  const icons = overflow ? rest.slice(0, SOCIAL_ROW_CELLS - 1) : rest
  return (
    <fieldset className="kp-login-socials" aria-label={t('socials.group')}>
      <SocialButton provider={first!} variant="hero" />
      {rest.length > 0 ? (
        <div className="kp-login-socials__row">
          {icons.map((provider) => (
            <SocialButton key={provider} provider={provider} />
          ))}
          {overflow ? (
            <button
              type="button"
              className="kp-login-social"
              title={t('socials.more')}
              onClick={() => router.push('ConnectSocials')}
            >
              <MoreIcon size={22} />
              <span className="kp-sr-only">{t('socials.more')}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  )
}

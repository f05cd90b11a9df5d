import type { SocialProvider } from '@keyport/kernel'
import { ChevronRightIcon } from '@keyport/kernel/icons'
import { useKernel, useT } from '@keyport/kernel/react'
import { useLoginViewsStyles } from './loginViewsCss.ts'
import { SocialMark } from './SocialMark.tsx'
import { openSocialPopup } from './socialPopup.ts'

export type SocialButtonProps = {
  provider: SocialProvider
  /**
   * `hero`: full width, mark and "Continue with Google"; `icon`: the mark alone (its name for
   * assistive tech); `row`: a list row, mark, "Log in with X" and a chevron. @default 'icon'
   */
  variant?: 'hero' | 'icon' | 'row'
}

/** One social login button: farcaster shows its QR view, the others open the login popup. */
export function SocialButton({ provider, variant = 'icon' }: SocialButtonProps) {
  useLoginViewsStyles()
  const t = useT()
  const { router } = useKernel()
  const name = t(`social.${provider}`)
  return (
    <button
      type="button"
      className={variant === 'row' ? 'kp-login-social kp-login-social--row' : 'kp-login-social'}
      title={variant === 'icon' ? name : undefined}
      onClick={() => {
        if (provider === 'farcaster') return router.push('ConnectingFarcaster')
        openSocialPopup()
        router.push('ConnectingSocial', { provider })
      }}
    >
      <SocialMark provider={provider} size={variant === 'row' ? 28 : 22} />
      {variant === 'hero' ? <span>{t('socials.continue', { provider: name })}</span> : null}
      {variant === 'icon' ? (
        <span className="kp-sr-only">{t('socials.label', { provider: name })}</span>
      ) : null}
      {variant === 'row' ? (
        <>
          <span className="kp-login-social__name">{t('socials.label', { provider: name })}</span>
          <span className="kp-login-social__chevron">
            <ChevronRightIcon size={18} />
          </span>
        </>
      ) : null}
    </button>
  )
}

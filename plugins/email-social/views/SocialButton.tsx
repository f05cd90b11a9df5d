import type { SocialProvider } from '@keyport/kernel'
import { useKernel, useT } from '@keyport/kernel/react'
import { openSocialPopup } from './socialPopup.ts'

/** One social login button: farcaster shows its QR view, the others open the login popup. */
export function SocialButton({
  provider,
  wide = false,
}: {
  provider: SocialProvider
  wide?: boolean
}) {
  const t = useT()
  const { router } = useKernel()
  const name = t(`social.${provider}`)
  return (
    <button
      type="button"
      className="kp-button kp-button--secondary"
      aria-label={t('socials.label', { provider: name })}
      style={{ flex: 1, width: wide ? '100%' : undefined }}
      onClick={() => {
        if (provider === 'farcaster') return router.push('ConnectingFarcaster')
        openSocialPopup()
        router.push('ConnectingSocial', { provider })
      }}
    >
      {wide ? t('socials.label', { provider: name }) : name}
    </button>
  )
}

import { useKernel, useT } from '@keyport/kernel/react'
import { useSocials } from '../hooks/useSocials.ts'
import { SocialButton } from './SocialButton.tsx'

const SHOWN = 3

/** The Connect view's social method: the first providers as buttons, then "Other social logins". */
export default function SocialSection() {
  const t = useT()
  const { router } = useKernel()
  const socials = useSocials()
  if (socials.length === 0) return null
  return (
    <fieldset
      className="kp-stack"
      aria-label={t('socials.group')}
      style={{ gap: 8, border: 0, margin: 0, padding: 0 }}
    >
      <div style={{ display: 'flex', gap: 8 }}>
        {socials.slice(0, SHOWN).map((provider) => (
          <SocialButton key={provider} provider={provider} />
        ))}
      </div>
      {socials.length > SHOWN ? (
        <button
          type="button"
          className="kp-button kp-button--secondary"
          onClick={() => router.push('ConnectSocials')}
        >
          {t('socials.more')}
        </button>
      ) : null}
    </fieldset>
  )
}

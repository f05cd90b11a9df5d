import { useT } from '@keyport/kernel/react'
import { useSocials } from '../hooks/useSocials.ts'
import { useLoginViewsStyles } from './loginViewsCss.ts'
import { SocialButton } from './SocialButton.tsx'

/** ConnectSocials: every social login on offer, one row each with its mark. */
export default function ConnectSocialsView() {
  useLoginViewsStyles()
  const t = useT()
  const socials = useSocials()
  return (
    <ul className="kp-login-social-list" aria-label={t('socials.group')}>
      {socials.map((provider) => (
        <li key={provider}>
          <SocialButton provider={provider} variant="row" />
        </li>
      ))}
    </ul>
  )
}

import { useT } from '@keyport/kernel/react'
import { useSocials } from '../hooks/useSocials.ts'
import { SocialButton } from './SocialButton.tsx'

/** ConnectSocials: every social login on offer. */
export default function ConnectSocialsView() {
  const t = useT()
  const socials = useSocials()
  return (
    <ul
      className="kp-stack"
      aria-label={t('socials.group')}
      style={{ listStyle: 'none', margin: 0, padding: 0, gap: 8 }}
    >
      {socials.map((provider) => (
        <li key={provider}>
          <SocialButton provider={provider} wide />
        </li>
      ))}
    </ul>
  )
}

import type { SocialProvider } from '@keyport/kernel'
import {
  AppleMark,
  DiscordMark,
  FacebookMark,
  FarcasterMark,
  GithubMark,
  GoogleMark,
  type IconProps,
  XMark,
} from '@keyport/kernel/icons'
import type { ComponentType } from 'react'

const marks: Record<SocialProvider, ComponentType<IconProps>> = {
  google: GoogleMark,
  x: XMark,
  discord: DiscordMark,
  farcaster: FarcasterMark,
  github: GithubMark,
  apple: AppleMark,
  facebook: FacebookMark,
}

/** A social provider's mark, decorative (its name is always in the button's label). */
export function SocialMark({ provider, size = 20 }: { provider: SocialProvider; size?: number }) {
  const Mark = marks[provider]
  return <Mark size={size} />
}

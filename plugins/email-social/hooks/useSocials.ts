import { filterTelegramSocials, type TelegramPlatform } from '@keyport/connect'
import type { SocialProvider } from '@keyport/kernel'
import { useFlag } from '@keyport/kernel/react'
import { useMemo } from 'react'

function telegram(): { inTelegram: boolean; platform: TelegramPlatform } {
  const webApp = (globalThis as { Telegram?: { WebApp?: { platform?: string } } }).Telegram?.WebApp
  if (!webApp) return { inTelegram: false, platform: 'other' }
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent
  const platform: TelegramPlatform = /iPhone|iPad|iPod/.test(agent)
    ? 'ios'
    : /Android/.test(agent)
      ? 'android'
      : /Mac/.test(agent)
        ? 'mac'
        : 'other'
  return { inTelegram: true, platform }
}

/** The social providers to offer: the `socials` flag, less those Telegram blocks (spec section 2). */
export function useSocials(): SocialProvider[] {
  const socials = useFlag('socials')
  return useMemo(() => (socials ? filterTelegramSocials(socials, telegram()) : []), [socials])
}

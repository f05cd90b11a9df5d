import type { SocialProvider } from '@keyport/kernel'

export type TelegramPlatform = 'ios' | 'mac' | 'android' | 'other'

/** Spec section 2: social logins that do not work inside Telegram's in-app browser, by platform. */
const TELEGRAM_HIDDEN_SOCIALS: Record<TelegramPlatform, readonly SocialProvider[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

export type FilterTelegramSocialsParameters = {
  /** Whether the page runs inside Telegram. Outside it nothing is hidden. */
  inTelegram: boolean
  platform: TelegramPlatform
}

/**
 * The social providers to offer, without those Telegram blocks on this platform: on iOS google,
 * on Mac x, on Android facebook and x. Kept here for the email-social plugin to use.
 *
 * @example
 * filterTelegramSocials(['google', 'x', 'github'], { inTelegram: true, platform: 'ios' })
 * // ['x', 'github']
 */
export function filterTelegramSocials<T extends string>(
  socials: readonly T[],
  { inTelegram, platform }: FilterTelegramSocialsParameters,
): T[] {
  if (!inTelegram) return [...socials]
  const hidden: readonly string[] = TELEGRAM_HIDDEN_SOCIALS[platform]
  return socials.filter((social) => !hidden.includes(social))
}

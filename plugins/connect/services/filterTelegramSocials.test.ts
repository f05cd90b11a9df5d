import { socialProviders } from '@keyport/kernel'
import { describe, expect, test } from 'vitest'
import { filterTelegramSocials, type TelegramPlatform } from './filterTelegramSocials.ts'

describe('filterTelegramSocials', () => {
  test.each<[boolean, TelegramPlatform, string[]]>([
    [true, 'ios', ['google']],
    [true, 'mac', ['x']],
    [true, 'android', ['facebook', 'x']],
    [true, 'other', []],
    [false, 'ios', []],
    [false, 'mac', []],
    [false, 'android', []],
  ])('behavior: in Telegram %s on %s hides %j', (inTelegram, platform, hidden) => {
    const shown = filterTelegramSocials(socialProviders, { inTelegram, platform })
    expect(shown).toEqual(socialProviders.filter((s) => !hidden.includes(s)))
  })

  test('behavior: keeps the given order', () => {
    expect(
      filterTelegramSocials(['github', 'x', 'google', 'apple'], {
        inTelegram: true,
        platform: 'android',
      }),
    ).toEqual(['github', 'google', 'apple'])
  })
})

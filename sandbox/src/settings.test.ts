import { describe, expect, test } from 'vitest'
import { defaultSettings, parseSettings, serializeSettings } from './settings'

describe('parseSettings', () => {
  test('behavior: an empty query gives the defaults with every product plugin on', () => {
    const { settings, problems } = parseSettings('')
    expect(settings).toEqual(defaultSettings)
    expect(settings.plugins).toContain('connect')
    expect(settings.plugins).not.toContain('hello')
    expect(problems).toEqual([])
  })

  test('behavior: reads theme, locale, plugins, siwx, solana, account, sponsorship and flags', () => {
    const { settings, problems } = parseSettings(
      '?theme=dark&locale=zh-CN&plugins=hello,connect&siwx=required&solana=on&account=eoa&sponsorship=on&flags=swaps:off,legalCheckbox:on',
    )
    expect(settings).toEqual({
      theme: 'dark',
      locale: 'zh-CN',
      plugins: ['hello', 'connect'],
      siwx: 'required',
      solana: true,
      account: 'eoa',
      sponsorship: true,
      delegationAnyChain: false,
      flags: { swaps: false, legalCheckbox: true },
    })
    expect(problems).toEqual([])
  })

  test('behavior: bad values are skipped and each is reported', () => {
    const { settings, problems } = parseSettings(
      '?theme=blue&locale=xx&plugins=connect,nope&siwx=maybe&solana=yes&account=safe&sponsorship=yes&delegationAnyChain=yes&flags=fly:on,swaps:yes',
    )
    expect(settings.theme).toBe('light')
    expect(settings.locale).toBeUndefined()
    expect(settings.plugins).toEqual(['connect'])
    expect(settings.siwx).toBe('off')
    expect(settings.flags).toEqual({})
    expect(problems).toEqual([
      "theme 'blue' is not light or dark",
      "locale 'xx' is not one of en, es, pt, fr, de, ja, ko, zh-CN, tr, ar, it, ru, hi",
      "siwx 'maybe' is not off, optional or required",
      "solana 'yes' is not on or off",
      "sponsorship 'yes' is not on or off",
      "delegationAnyChain 'yes' is not on or off",
      "account 'safe' is not eoa, smartAccount or eip7702",
      "unknown plugin 'nope'",
      "unknown flag 'fly'",
      "flag 'swaps' needs :on or :off",
    ])
  })

  test('behavior: plugins= with nothing turns every plugin off', () => {
    expect(parseSettings('?plugins=').settings.plugins).toEqual([])
  })
})

describe('serializeSettings', () => {
  test('behavior: round-trips through parseSettings and omits defaults', () => {
    expect(serializeSettings(defaultSettings)).toBe('')
    const settings = {
      theme: 'dark',
      locale: 'ar',
      plugins: ['hello'],
      siwx: 'optional',
      solana: true,
      account: 'eip7702',
      sponsorship: true,
      delegationAnyChain: true,
      flags: { swaps: false },
    } as const
    const query = serializeSettings({
      ...settings,
      plugins: [...settings.plugins],
      flags: { ...settings.flags },
    })
    expect(query).toBe(
      '?theme=dark&locale=ar&plugins=hello&siwx=optional&solana=on&account=eip7702&sponsorship=on&delegationAnyChain=on&flags=swaps:off',
    )
    expect(parseSettings(query).settings).toEqual(settings)
  })
})

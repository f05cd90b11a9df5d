import { describe, expect, test } from 'vitest'
import { keyportStateFromHeaders } from './keyportStateFromHeaders'
import { localeFromAcceptLanguage } from './localeFromAcceptLanguage'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const cookie = `keyport.connection=${encodeURIComponent(
  JSON.stringify({ v: 1, namespace: 'eip155', address, caipNetworkId: 'eip155:1' }),
)}`

describe('keyportStateFromHeaders', () => {
  test('behavior: reads the account from Cookie and the locale from Accept-Language', () => {
    const headers = new Headers({ cookie, 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })
    expect(keyportStateFromHeaders(headers)).toEqual({
      connection: { namespace: 'eip155', address, caipNetworkId: 'eip155:1' },
      locale: 'de-DE',
    })
  })

  test('behavior: a visitor without the cookie still gets the locale; with neither, undefined', () => {
    expect(keyportStateFromHeaders(new Headers({ 'accept-language': 'ja' }))).toEqual({
      locale: 'ja',
    })
    expect(keyportStateFromHeaders(new Headers())).toBeUndefined()
  })
})

describe('localeFromAcceptLanguage', () => {
  test('behavior: the most wanted shipped language, by quality then order', () => {
    expect(localeFromAcceptLanguage('xx;q=1, fr;q=0.5, pt-BR;q=0.8')).toBe('pt-BR')
    expect(localeFromAcceptLanguage('zh-TW,zh;q=0.9')).toBe('zh-CN')
    expect(localeFromAcceptLanguage('sw')).toBe('en')
  })

  test('attack: a malformed or oversized header is ignored, never thrown on', () => {
    for (const header of [null, undefined, '', '*', ';;;', 'de;q=0', '<script>', 'a'.repeat(2000)])
      expect(localeFromAcceptLanguage(header), String(header).slice(0, 20)).toBeUndefined()
  })
})

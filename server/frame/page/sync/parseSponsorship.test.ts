import { describe, expect, test } from 'vitest'
import { parseSponsorship } from './parseSponsorship.ts'

const origins = ['http://127.0.0.1:4000', 'https://pm.app.example']

describe('parseSponsorship', () => {
  test('behavior: keyport, an app URL on an allowed origin, or nothing', () => {
    expect(parseSponsorship({ projectId: 'p', sponsorship: 'keyport' }, origins)).toEqual({
      option: 'keyport',
    })
    expect(
      parseSponsorship({ sponsorship: { url: 'https://pm.app.example/rpc?k=1' } }, origins),
    ).toEqual({ option: { url: 'https://pm.app.example/rpc?k=1' } })
    expect(parseSponsorship({ projectId: 'p' }, origins)).toEqual({})
  })

  test('behavior: another origin, credentials in the URL or a malformed option are ignored with a warning', () => {
    for (const sponsorship of [
      { url: 'https://pm.evil.example/rpc' },
      { url: 'https://user:pw@pm.app.example/rpc' },
      { url: 'javascript:alert(1)' },
      'everyone',
    ])
      expect(parseSponsorship({ sponsorship }, origins)).toEqual({ warning: expect.any(String) })
  })
})

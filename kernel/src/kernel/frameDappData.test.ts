import { describe, expect, test } from 'vitest'
import { frameDappData } from './frameDappData'

const metadata = { name: 'App', description: '', url: 'https://app.example', icons: ['a.png'] }

describe('frameDappData', () => {
  test('behavior: without sponsorship the frame hears of none', () => {
    expect(frameDappData({ projectId: 'keyport-dev', metadata })).toEqual({
      projectId: 'keyport-dev',
      metadata,
    })
    expect('sponsorship' in frameDappData({ projectId: 'p', metadata })).toBe(false)
  })

  test("behavior: 'keyport' and an app's own paymaster URL reach the frame as plain data", () => {
    expect(frameDappData({ projectId: 'p', sponsorship: 'keyport' }).sponsorship).toBe('keyport')
    const own = { url: 'https://pm.app.example/rpc', extra: () => 1 }
    expect(frameDappData({ projectId: 'p', sponsorship: own }).sponsorship).toEqual({
      url: 'https://pm.app.example/rpc',
    })
  })

  test('behavior: without a delegation option the frame hears of none (KeyportDelegate only)', () => {
    expect('delegation' in frameDappData({ projectId: 'p', metadata })).toBe(false)
  })

  test("behavior: the app's delegation allow-list and anyChain reach the frame as plain data", () => {
    const allow = ['0x00000000000000000000000000000000000000aa'] as const
    const sent = frameDappData({ projectId: 'p', delegation: { allow, anyChain: true } })
    expect(sent.delegation).toEqual({ allow: [allow[0]], anyChain: true })
    expect(sent.delegation?.allow).not.toBe(allow)
    expect(frameDappData({ projectId: 'p', delegation: {} }).delegation).toEqual({})
    expect(frameDappData({ projectId: 'p', delegation: { anyChain: false } }).delegation).toEqual({
      anyChain: false,
    })
  })
})

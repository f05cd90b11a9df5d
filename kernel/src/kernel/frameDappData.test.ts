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
})

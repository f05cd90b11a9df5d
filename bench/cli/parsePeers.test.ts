import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { parsePeers } from './parsePeers'

const rainbow = { name: 'RainbowKit', dir: '/tmp/rk', button: '#connect', list: '.wallet' }

describe('parsePeers', () => {
  test('behavior: reads an object, an array, and a file holding either', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'peers-')), 'peers.json')
    writeFileSync(file, JSON.stringify([{ ...rainbow, name: 'B' }]))
    expect(
      parsePeers([
        JSON.stringify(rainbow),
        JSON.stringify([{ ...rainbow, dir: undefined, url: 'http://127.0.0.1:9/' }]),
        file,
      ]).map((peer) => [peer.name, peer.url ?? peer.dir]),
    ).toEqual([
      ['RainbowKit', '/tmp/rk'],
      ['RainbowKit', 'http://127.0.0.1:9/'],
      ['B', '/tmp/rk'],
    ])
  })

  test.each([
    ['no selector', { name: 'x', dir: '/d', button: '#b' }, /--peer .*: list: /],
    ['both url and dir', { ...rainbow, url: 'http://127.0.0.1/' }, /exactly one of url and dir/],
    ['neither url nor dir', { ...rainbow, dir: undefined }, /exactly one of url and dir/],
    ['a bad url', { ...rainbow, dir: undefined, url: 'not a url' }, /url: /],
    ['an unknown field', { ...rainbow, selector: 'x' }, /Unrecognized key/],
  ])('behavior: a spec with %s fails naming the problem', (_name, spec, message) => {
    expect(() => parsePeers([JSON.stringify(spec)])).toThrow(message)
  })

  test('behavior: text that is neither JSON nor a file says so', () => {
    expect(() => parsePeers(['/no/such/peers.json'])).toThrow(/no such file, and not JSON/)
    expect(() => parsePeers(['{oops'])).toThrow(/not JSON/)
  })
})

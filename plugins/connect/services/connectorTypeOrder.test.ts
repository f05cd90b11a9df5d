import { type ConnectorTypeOrderEntry, connectorTypes } from '@keyport/kernel'
import { describe, expect, test } from 'vitest'
import { connectorTypeOrder } from './connectorTypeOrder.ts'

const all = new Set(connectorTypes)

describe('connectorTypeOrder', () => {
  test.each<
    [
      string,
      ReadonlySet<ConnectorTypeOrderEntry>,
      ConnectorTypeOrderEntry[] | undefined,
      ConnectorTypeOrderEntry[],
    ]
  >([
    [
      'the default order',
      all,
      undefined,
      ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'],
    ],
    [
      'a full override',
      all,
      ['recommended', 'external', 'custom', 'featured', 'injected', 'recent', 'walletConnect'],
      ['recommended', 'external', 'custom', 'featured', 'injected', 'recent', 'walletConnect'],
    ],
    [
      'a partial override goes first, the rest by default',
      all,
      ['featured', 'injected'],
      ['featured', 'injected', 'walletConnect', 'recent', 'custom', 'external', 'recommended'],
    ],
    [
      'sections without items are left out',
      new Set<ConnectorTypeOrderEntry>(['injected', 'recommended']),
      undefined,
      ['injected', 'recommended'],
    ],
    [
      'an override naming an empty section skips it',
      new Set<ConnectorTypeOrderEntry>(['injected']),
      ['featured', 'injected'],
      ['injected'],
    ],
    [
      'a repeated override entry counts once',
      all,
      ['custom', 'custom'],
      ['custom', 'walletConnect', 'recent', 'injected', 'featured', 'external', 'recommended'],
    ],
  ])('behavior: %s', (_, withItems, override, expected) => {
    expect(connectorTypeOrder({ withItems, override })).toEqual(expected)
  })
})

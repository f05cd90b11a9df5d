import { describe, expect, test } from 'vitest'
import { toAnalyticsEvent } from './toAnalyticsEvent'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('toAnalyticsEvent', () => {
  test.each([
    ['modal:opened', { view: 'Account' }, 'MODAL_OPEN', { view: 'Account' }],
    ['modal:closed', undefined, 'MODAL_CLOSE', {}],
    ['router:navigated', { view: 'Swap', action: 'push' }, 'OPEN_SWAP', { view: 'Swap' }],
    [
      'connect:connected',
      {
        connectorId: 'injected',
        namespace: 'eip155',
        address,
        chainId: 8453,
        caipAddress: `eip155:8453:${address}`,
      },
      'CONNECT_SUCCESS',
      { connector: 'injected', chain: 'eip155:8453' },
    ],
    [
      'connect:connected',
      {
        connectorId: 'phantom',
        namespace: 'solana',
        address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
        caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      },
      'CONNECT_SUCCESS',
      { connector: 'phantom', chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    ],
    [
      'connect:rejected',
      { connectorId: 'auth', message: 'User rejected' },
      'CONNECT_ERROR',
      { connector: 'auth', message: 'User rejected' },
    ],
    [
      'siwx:signed-in',
      { address, chainId: 'eip155:1', sessionId: 'secret-session' },
      'SIWX_AUTH_SUCCESS',
      { chain: 'eip155:1' },
    ],
    [
      'siwx:declined',
      { address, chainId: 'eip155:1' },
      'SIWX_AUTH_ERROR',
      { chain: 'eip155:1', message: 'Signature declined' },
    ],
    ['siwx:cancelled', { required: true }, 'CLICK_CANCEL_SIWX', { required: true }],
    [
      'history:fetch-failed',
      { address, chain: 'eip155:1', cursor: 'abc', message: 'Failed to fetch transactions' },
      'ERROR_FETCH_TRANSACTIONS',
      { chain: 'eip155:1', message: 'Failed to fetch transactions' },
    ],
    [
      'swap:succeeded',
      {
        chainId: 1,
        from: `eip155:1:${address}`,
        to: 'x',
        fromAmount: '1',
        toAmount: '2',
        hash: '0x12',
      },
      'SWAP_SUCCESS',
      { chain: 'eip155:1' },
    ],
    [
      'send-receive:sent',
      { hash: '0x12', chainId: 1, from: address },
      'SEND_SUCCESS',
      { chain: 'eip155:1' },
    ],
    [
      'onramp:provider-opened',
      { provider: 'meld', symbol: 'USDC', chainId: 1 },
      'SELECT_BUY_PROVIDER',
      { provider: 'meld', symbol: 'USDC', chain: 'eip155:1' },
    ],
    [
      'names:registered',
      { name: 'ada.keyport.id', address, chainId: 1 },
      'REGISTER_NAME_SUCCESS',
      { chain: 'eip155:1' },
    ],
  ])(
    'behavior: %s becomes its event with only the fields it keeps',
    (name, payload, event, properties) => {
      expect(toAnalyticsEvent({ name, payload })).toEqual({ event, properties })
    },
  )

  test('behavior: untracked events, going back, and views that are no tracked step are not events', () => {
    expect(toAnalyticsEvent({ name: 'kernel:started', payload: { plugins: [] } })).toBeUndefined()
    expect(toAnalyticsEvent({ name: 'toString', payload: {} })).toBeUndefined()
    expect(
      toAnalyticsEvent({ name: 'router:navigated', payload: { view: 'Swap', action: 'back' } }),
    ).toBeUndefined()
    expect(
      toAnalyticsEvent({ name: 'router:navigated', payload: { view: 'Connect', action: 'push' } }),
    ).toBeUndefined()
    expect(
      toAnalyticsEvent({
        name: 'router:navigated',
        payload: { view: 'constructor', action: 'push' },
      }),
    ).toBeUndefined()
  })

  test('behavior: no mapped event carries an address, a hash, a name or a session id', () => {
    const text = JSON.stringify(
      [
        'connect:connected',
        'siwx:signed-in',
        'swap:succeeded',
        'send-receive:sent',
        'names:registered',
      ].map((name) =>
        toAnalyticsEvent({
          name,
          payload: {
            address,
            from: address,
            hash: '0xabc',
            name: 'ada.keyport.id',
            sessionId: 's',
            chainId: 1,
          },
        }),
      ),
    )
    for (const secret of [address, '0xabc', 'ada.keyport.id', '"s"'])
      expect(text).not.toContain(secret)
  })
})

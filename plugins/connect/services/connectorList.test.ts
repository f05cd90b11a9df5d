import { NEVER } from 'rxjs'
import { describe, expect, test } from 'vitest'
import type { Connector } from '../connectors/types.ts'
import { createFakeProvider } from '../testing/fakeProvider.ts'
import { type ConnectorListParameters, connectorList, type ListWallet } from './connectorList.ts'

function connector(id: string, type: Connector['type'], name = id, rdns?: string): Connector {
  return {
    id,
    type,
    name,
    rdns,
    connect: async () => ({ address: '0x', accounts: [], chainId: 1 }),
    disconnect: async () => {},
    getAccounts: async () => [],
    getChainId: async () => 1,
    switchChain: async () => {},
    getProvider: () => createFakeProvider(),
    events$: NEVER,
  }
}

const wc = connector('walletConnect', 'WALLET_CONNECT', 'WalletConnect')
const metaMask = connector('io.metamask', 'ANNOUNCED', 'MetaMask', 'io.metamask')
const rabby = connector('io.rabby', 'ANNOUNCED', 'Rabby', 'io.rabby')
const legacy = connector('injected', 'INJECTED', 'Browser Wallet')
const brave = connector('injected', 'INJECTED', 'Brave Wallet')
const external = connector('coinbaseWallet', 'EXTERNAL', 'Coinbase Wallet')
const auth = connector('auth', 'AUTH', 'Email')

const registry: ListWallet[] = [
  { id: 'mm-reg', name: 'MetaMask', rdns: 'io.metamask' },
  { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' },
  { id: 'trust', name: 'Trust Wallet', rdns: 'com.trustwallet.app' },
  { id: 'zerion', name: 'Zerion' },
]
const rainbow = registry[1]!
const trust = registry[2]!
const zerion = registry[3]!
const custom: ListWallet = { id: 'acme', name: 'Acme Wallet' }

const rows = (parameters: ConnectorListParameters) =>
  connectorList(parameters).entries.map(
    (e) => `${e.section}:${e.id}${e.disabled ? ' (disabled)' : ''}`,
  )

describe('connectorList', () => {
  test.each<[string, ConnectorListParameters, string[]]>([
    [
      'every section, default order',
      {
        connectors: [auth, external, metaMask, wc],
        recent: [{ id: 'rainbow', rdns: 'me.rainbow' }],
        wallets: registry,
        recommended: [zerion],
        options: { featuredWalletIds: ['trust'], customWallets: [custom] },
      },
      [
        'walletConnect:walletConnect',
        'recent:rainbow',
        'injected:io.metamask',
        'featured:trust',
        'custom:acme',
        'external:coinbaseWallet',
        'recommended:zerion',
      ],
    ],
    [
      'an override puts its sections first, the rest follow by default',
      {
        connectors: [metaMask, wc, external],
        recommended: [zerion],
        order: ['recommended', 'external'],
      },
      [
        'recommended:zerion',
        'external:coinbaseWallet',
        'walletConnect:walletConnect',
        'injected:io.metamask',
      ],
    ],
    ['sections without items do not appear', { connectors: [metaMask] }, ['injected:io.metamask']],
    ['AUTH connectors are not wallet rows', { connectors: [auth] }, []],
    [
      'de-duplicated by id: a recent installed wallet shows once, in recent (first wins)',
      { connectors: [metaMask, rabby], recent: [{ id: 'io.rabby', rdns: 'io.rabby' }] },
      ['recent:io.rabby', 'injected:io.metamask'],
    ],
    [
      'de-duplicated by id: with injected ordered first, it stays in injected',
      {
        connectors: [metaMask, rabby],
        recent: [{ id: 'io.rabby', rdns: 'io.rabby' }],
        order: ['injected'],
      },
      ['injected:io.metamask', 'injected:io.rabby'],
    ],
    [
      'de-duplicated by id: the same id twice in one section keeps the first',
      {
        connectors: [],
        options: { customWallets: [custom, { id: 'acme', name: 'Acme copy' }] },
      },
      ['custom:acme'],
    ],
    [
      'a featured registry entry of an installed wallet (same rdns) is not repeated',
      {
        connectors: [metaMask],
        wallets: registry,
        options: { featuredWalletIds: ['mm-reg', 'trust'] },
      },
      ['injected:io.metamask', 'featured:trust'],
    ],
    [
      'featured wallets follow featuredWalletIds order',
      {
        connectors: [],
        wallets: registry,
        options: { featuredWalletIds: ['zerion', 'rainbow', 'unknown'] },
      },
      ['featured:zerion', 'featured:rainbow'],
    ],
    [
      'includeWalletIds limits registry wallets',
      {
        connectors: [wc],
        wallets: registry,
        recommended: [rainbow, trust, zerion],
        options: { featuredWalletIds: ['rainbow', 'trust'], includeWalletIds: ['trust', 'zerion'] },
      },
      ['walletConnect:walletConnect', 'featured:trust', 'recommended:zerion'],
    ],
    [
      'excludeWalletIds removes registry wallets',
      {
        connectors: [wc],
        wallets: registry,
        recommended: [rainbow, zerion],
        recent: [{ id: 'trust' }],
        options: { featuredWalletIds: ['trust'], excludeWalletIds: ['trust', 'zerion'] },
      },
      ['walletConnect:walletConnect', 'recommended:rainbow'],
    ],
    [
      'recommended wallets need WalletConnect: without its connector none is listed',
      { connectors: [metaMask], recommended: [rainbow, zerion] },
      ['injected:io.metamask'],
    ],
    [
      'recommended wallets skip installed and recent ones (rdns, id) and stop at four',
      {
        connectors: [wc, metaMask],
        recent: [{ id: 'trust' }],
        wallets: registry,
        recommended: [...registry, ...['a', 'b', 'c', 'd'].map((id) => ({ id, name: id }))],
      },
      [
        'walletConnect:walletConnect',
        'recent:trust',
        'injected:io.metamask',
        'recommended:rainbow',
        'recommended:zerion',
        'recommended:a',
        'recommended:b',
      ],
    ],
    [
      'a registry wallet named like an installed wallet without rdns is not repeated',
      {
        // A Wallet Standard (Solana) wallet announces no rdns; its name is all there is.
        connectors: [wc, connector('standard:Zerion', 'ANNOUNCED', 'Zerion')],
        injectedInstalled: true,
        wallets: registry,
        recommended: [zerion, rainbow],
        options: { featuredWalletIds: ['zerion'] },
      },
      ['walletConnect:walletConnect', 'injected:standard:Zerion', 'recommended:rainbow'],
    ],
    [
      'excludeWalletIds also hides the installed wallet with that rdns',
      {
        connectors: [metaMask, rabby],
        wallets: registry,
        options: { excludeWalletIds: ['mm-reg'] },
      },
      ['injected:io.rabby'],
    ],
    [
      'excludedWallets by rdns and by name hide injected wallets',
      {
        connectors: [metaMask, rabby, brave],
        options: { excludedWallets: [{ rdns: 'io.rabby' }, { name: 'Brave Wallet' }] },
      },
      ['injected:io.metamask'],
    ],
    [
      "on desktop the generic 'Browser Wallet' is hidden",
      { connectors: [legacy, metaMask] },
      ['injected:io.metamask'],
    ],
    [
      "on mobile the generic 'Browser Wallet' is shown",
      { connectors: [legacy], desktop: false },
      ['injected:injected'],
    ],
    [
      'on desktop a named legacy wallet is shown (an injected provider is installed)',
      { connectors: [brave] },
      ['injected:injected'],
    ],
    [
      'on desktop a wallet without rdns and without an installed provider is hidden',
      { connectors: [connector('multi', 'MULTI_CHAIN', 'Multi')], injectedInstalled: false },
      [],
    ],
    [
      'custom wallets are listed as the host gave them',
      { connectors: [], options: { customWallets: [custom] } },
      ['custom:acme'],
    ],
    [
      'recent wallets unknown to connectors and registry are skipped',
      { connectors: [], recent: [{ id: 'gone' }] },
      [],
    ],
    [
      'the walletConnect entry is disabled when connected through it',
      { connectors: [wc], connectedConnectorId: 'walletConnect' },
      ['walletConnect:walletConnect (disabled)'],
    ],
    [
      'the walletConnect entry is disabled when WalletConnect is switched off',
      { connectors: [wc], walletConnectEnabled: false },
      ['walletConnect:walletConnect (disabled)'],
    ],
    [
      'the walletConnect entry is enabled when connected through another wallet',
      { connectors: [wc, metaMask], connectedConnectorId: 'io.metamask' },
      ['walletConnect:walletConnect', 'injected:io.metamask'],
    ],
  ])('behavior: %s', (_, parameters, expected) => {
    expect(rows(parameters)).toEqual(expected)
  })

  test('behavior: sections lists the sections that have entries, in order', () => {
    const { sections } = connectorList({
      connectors: [metaMask, rabby, wc],
      recent: [{ id: 'io.rabby', rdns: 'io.rabby' }],
      options: { customWallets: [custom] },
      order: ['custom'],
    })
    expect(sections).toEqual(['custom', 'walletConnect', 'recent', 'injected'])
  })

  test('behavior: an entry carries its connector or its wallet', () => {
    const { entries } = connectorList({
      connectors: [metaMask],
      options: { customWallets: [custom] },
    })
    expect(entries[0]).toMatchObject({ connector: metaMask, name: 'MetaMask', rdns: 'io.metamask' })
    expect(entries[1]).toMatchObject({ wallet: custom, name: 'Acme Wallet' })
  })

  test('behavior: in a wallet’s in-app browser (mobile, an injected wallet shown) only injected wallets are listed', () => {
    const everything: ConnectorListParameters = {
      connectors: [wc, external, metaMask, rabby],
      recent: [
        { id: 'io.rabby', rdns: 'io.rabby' },
        { id: 'rainbow', rdns: 'me.rainbow' },
      ],
      wallets: registry,
      recommended: [zerion],
      options: { featuredWalletIds: ['trust'], customWallets: [custom] },
      desktop: false,
    }
    const inApp = connectorList(everything)
    expect(rows(everything)).toEqual(['recent:io.rabby', 'injected:io.metamask'])
    expect(inApp.sections).toEqual(['recent', 'injected'])
    expect(inApp.inAppBrowser).toBe(true)
    // The generic legacy provider is a wallet's in-app browser too.
    expect(rows({ connectors: [wc, legacy], recommended: [zerion], desktop: false })).toEqual([
      'injected:injected',
    ])
  })

  test('behavior: on a phone without an injected wallet, or on desktop, every section stays', () => {
    const phone = connectorList({ connectors: [wc], recommended: [zerion], desktop: false })
    expect(phone.entries.map((e) => e.id)).toEqual(['walletConnect', 'zerion'])
    expect(phone.inAppBrowser).toBe(false)
    const desktop = connectorList({ connectors: [wc, metaMask], recommended: [zerion] })
    expect(desktop.entries.map((e) => e.id)).toEqual(['walletConnect', 'io.metamask', 'zerion'])
    expect(desktop.inAppBrowser).toBe(false)
    // An excluded injected wallet does not make the page an in-app browser.
    expect(
      rows({
        connectors: [wc, metaMask],
        options: { excludedWallets: [{ rdns: 'io.metamask' }] },
        desktop: false,
      }),
    ).toEqual(['walletConnect:walletConnect'])
  })
})

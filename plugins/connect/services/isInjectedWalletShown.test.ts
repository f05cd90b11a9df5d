import { describe, expect, test } from 'vitest'
import { type ExcludedWallet, isInjectedWalletShown } from './isInjectedWalletShown.ts'

type Row = [
  string,
  { name: string; rdns?: string },
  { excluded?: ExcludedWallet[]; desktop: boolean; injectedInstalled: boolean },
  boolean,
]

const metaMask = { name: 'MetaMask', rdns: 'io.metamask' }
const legacy = { name: 'Browser Wallet' }

describe('isInjectedWalletShown', () => {
  test.each<Row>([
    ['an announced wallet on desktop', metaMask, { desktop: true, injectedInstalled: false }, true],
    ['an announced wallet on mobile', metaMask, { desktop: false, injectedInstalled: false }, true],
    [
      'excluded by rdns',
      metaMask,
      { excluded: [{ rdns: 'io.metamask' }], desktop: true, injectedInstalled: true },
      false,
    ],
    [
      'excluded by name',
      metaMask,
      { excluded: [{ name: 'MetaMask' }], desktop: false, injectedInstalled: true },
      false,
    ],
    [
      'an exclusion of another wallet',
      metaMask,
      { excluded: [{ rdns: 'io.rabby', name: 'Rabby' }], desktop: true, injectedInstalled: true },
      true,
    ],
    [
      "the generic 'Browser Wallet' on desktop",
      legacy,
      { desktop: true, injectedInstalled: true },
      false,
    ],
    [
      "the generic 'Browser Wallet' on mobile",
      legacy,
      { desktop: false, injectedInstalled: true },
      true,
    ],
    [
      'a named wallet without rdns, provider installed, desktop',
      { name: 'Brave Wallet' },
      { desktop: true, injectedInstalled: true },
      true,
    ],
    [
      'a named wallet without rdns, nothing installed, desktop',
      { name: 'Brave Wallet' },
      { desktop: true, injectedInstalled: false },
      false,
    ],
    [
      'a named wallet without rdns, nothing installed, mobile',
      { name: 'Brave Wallet' },
      { desktop: false, injectedInstalled: false },
      true,
    ],
  ])('behavior: %s → %s', (_, connector, { excluded = [], desktop, injectedInstalled }, shown) => {
    expect(isInjectedWalletShown({ connector, excluded, desktop, injectedInstalled })).toBe(shown)
  })
})

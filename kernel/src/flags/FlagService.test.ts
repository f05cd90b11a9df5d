import { describe, expect, test } from 'vitest'
import * as z from 'zod'
import { coreFlags } from './coreFlags'
import { defineFlag } from './defineFlag'
import {
  collectFlags,
  createFlagService,
  FlagDeclaredTwiceError,
  FlagUnknownError,
  FlagValueInvalidError,
} from './FlagService'

const declarations = () =>
  collectFlags([
    { owner: 'kernel', flags: coreFlags },
    { owner: 'hello', flags: { helloGreeting: defineFlag(z.string().min(1), 'Hello') } },
  ])

describe('createFlagService', () => {
  test('behavior: spec defaults hold when the host overrides nothing', () => {
    const flags = createFlagService(declarations())
    for (const key of [
      'swaps',
      'onramp',
      'receive',
      'send',
      'email',
      'history',
      'analytics',
      'allWallets',
    ] as const)
      expect(flags.get(key), key).toBe(true)
    for (const key of ['legalCheckbox', 'smartSessions', 'collapseWallets'] as const)
      expect(flags.get(key), key).toBe(false)
    expect(flags.get('walletFeaturesOrder')).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(flags.get('connectorTypeOrder')).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(flags.get('connectMethodsOrder')).toEqual(['wallet', 'email', 'social'])
    expect(flags.get('socials')).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })

  test('behavior: host overrides replace defaults, including plugin flags', () => {
    const flags = createFlagService(declarations(), {
      swaps: false,
      socials: false,
      helloGreeting: 'Hi',
    })
    expect(flags.get('swaps')).toBe(false)
    expect(flags.get('socials')).toBe(false)
    expect(flags.all).toMatchObject({ helloGreeting: 'Hi', onramp: true })
    expect(flags.ownerOf('helloGreeting')).toBe('hello')
  })

  test.each([
    ['swaps', 'yes', /Feature flag 'swaps' has an invalid value: expected boolean, received "yes"/],
    [
      'walletFeaturesOrder',
      ['send', 'fly'],
      /expected one of "onramp", "swaps", "receive", "send" at \[1\], received/,
    ],
    [
      'socials',
      true,
      /Feature flag 'socials' has an invalid value: expected a list of "google", .*, or false, received true/,
    ],
    [
      'socials',
      ['x', 'myspace'],
      /expected one of "google", .* at \[1\], received \["x","myspace"\]/,
    ],
    ['helloGreeting', 42, /Feature flag 'helloGreeting'.*expected string[\s\S]*plugin 'hello'/],
  ])(
    'behavior: a wrong %s override fails with the flag, the problem and the owner',
    (key, value, message) => {
      const create = () => createFlagService(declarations(), { [key]: value })
      expect(create).toThrowError(FlagValueInvalidError)
      expect(create).toThrow(message)
    },
  )

  test('behavior: an unknown override names the flag and lists the known ones', () => {
    expect(() => createFlagService(declarations(), { swapz: true })).toThrowError(FlagUnknownError)
    expect(() => createFlagService(declarations(), { swapz: true })).toThrow(
      /Unknown feature flag 'swapz'[\s\S]*Known flags: swaps/,
    )
  })

  test('behavior: set validates and publishes a new frozen snapshot', () => {
    const flags = createFlagService(declarations())
    const seen: boolean[] = []
    flags.flags$.subscribe((all) => seen.push(all.swaps))
    flags.set('swaps', false)
    // @ts-expect-error wrong type on purpose
    expect(() => flags.set('swaps', 'no')).toThrowError(FlagValueInvalidError)
    expect(seen).toEqual([true, false])
    expect(Object.isFrozen(flags.all)).toBe(true)
  })
})

describe('collectFlags', () => {
  test('behavior: a flag declared by two owners is rejected with both names', () => {
    expect(() =>
      collectFlags([
        { owner: 'kernel', flags: coreFlags },
        { owner: 'rogue', flags: { swaps: defineFlag(z.boolean(), false) } },
      ]),
    ).toThrowError(new FlagDeclaredTwiceError('swaps', 'kernel', 'rogue'))
  })
})

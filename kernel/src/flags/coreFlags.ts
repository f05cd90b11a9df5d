import { defineFlag } from './defineFlag'
import { flagSchemas } from './flagSchemas'

export const socialProviders = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const
export type SocialProvider = (typeof socialProviders)[number]

export const connectorTypes = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorTypeOrderEntry = (typeof connectorTypes)[number]

export const walletFeatures = ['onramp', 'swaps', 'receive', 'send'] as const
export type WalletFeature = (typeof walletFeatures)[number]

export const connectMethods = ['wallet', 'email', 'social'] as const
export type ConnectMethod = (typeof connectMethods)[number]

const on = (value: boolean) => defineFlag(flagSchemas.boolean(), value)
const order = <T extends string>(values: readonly T[], defaults: readonly T[]) =>
  defineFlag<T[]>(flagSchemas.list(values), [...defaults])

/**
 * The product's feature settings (spec sections 3 and 9), declared by the kernel because they are
 * the public `features` option whichever plugins a host installs. A feature whose plugin is not
 * installed stays off in practice: its plugin is the only code that reads the flag.
 */
export const coreFlags = {
  swaps: on(true),
  onramp: on(true),
  receive: on(true),
  send: on(true),
  email: on(true),
  emailShowWallets: on(true),
  socials: defineFlag(flagSchemas.listOrFalse(socialProviders), [...socialProviders]),
  history: on(true),
  analytics: on(true),
  allWallets: on(true),
  legalCheckbox: on(false),
  smartSessions: on(false),
  collapseWallets: on(false),
  connectorTypeOrder: order(connectorTypes, connectorTypes),
  walletFeaturesOrder: order(walletFeatures, walletFeatures),
  connectMethodsOrder: order(connectMethods, connectMethods),
}

type CoreFlagValues = { [K in keyof typeof coreFlags]: (typeof coreFlags)[K]['default'] }

/**
 * Every flag's value type. Plugins add their flags by declaration merging:
 *
 * @example
 * declare module '@keyport/kernel' {
 *   interface FeatureFlags { swapSlippage: number }
 * }
 */
export interface FeatureFlags extends CoreFlagValues {}
export type FlagKey = keyof FeatureFlags & string

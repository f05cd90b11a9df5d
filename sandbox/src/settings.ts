import { coreFlags } from '@keyport/kernel'
import { isSandboxLocale, type SandboxLocale, sandboxLocales } from './locales'
import { defaultPlugins, pluginCatalog } from './pluginCatalog'

export type SiwxMode = 'off' | 'optional' | 'required'
type CoreFlags = typeof coreFlags
/** The kernel's boolean feature flags (the panel's checkboxes). */
export type BooleanFlag = {
  [K in keyof CoreFlags]: CoreFlags[K]['default'] extends boolean ? K : never
}[keyof CoreFlags]

export type SandboxSettings = {
  theme: 'light' | 'dark'
  /** The modal's language; undefined: the browser's language. */
  locale?: SandboxLocale
  plugins: string[]
  siwx: SiwxMode
  /** Solana networks in the app (and Wallet Standard Solana wallets listed). */
  solana: boolean
  /** Boolean flags the user set away from their defaults. */
  flags: Partial<Record<BooleanFlag, boolean>>
  /**
   * The embedded wallet's eip155 account type; undefined: the plugin's default (smartAccount).
   * `eip7702`: the EOA upgraded in place (EIP-7702, KeyportDelegate).
   */
  account?: 'eoa' | 'smartAccount' | 'eip7702'
  /** The app pays the gas: `sponsorship: 'keyport'` (the data API's paymaster, the dev policy). */
  sponsorship: boolean
  /**
   * EIP-7702: a host may ask for an authorization valid on every chain (`delegation: { anyChain:
   * true }`); off, such a request is refused.
   */
  delegationAnyChain: boolean
}

export const booleanFlags = Object.keys(coreFlags).filter(
  (key) => typeof coreFlags[key as keyof typeof coreFlags].default === 'boolean',
) as BooleanFlag[]

// SIWX starts off so that connecting shows no sign-in step unless a link or the panel asks for it.
export const defaultSettings: SandboxSettings = {
  theme: 'light',
  plugins: defaultPlugins,
  siwx: 'off',
  solana: false,
  flags: {},
  sponsorship: false,
  delegationAnyChain: false,
}

/**
 * Reads settings from a URL query. Anything it cannot use is skipped and reported, so a bad link
 * still opens a working sandbox and says what it ignored.
 *
 * Query: `theme=light|dark`, `plugins=connect,swap` (or `plugins=` for none),
 * `siwx=off|optional|required`, `solana=on|off`, `flags=swaps:off,legalCheckbox:on`,
 * `account=eoa|smartAccount|eip7702` (the embedded wallet's account type at login), `locale=ja`
 * (one of `sandboxLocales`), `sponsorship=on|off` (the app pays the gas through the data API's
 * paymaster), `delegationAnyChain=on|off` (EIP-7702 authorizations for every chain allowed).
 */
export function parseSettings(search: string): { settings: SandboxSettings; problems: string[] } {
  const query = new URLSearchParams(search)
  const problems: string[] = []
  const settings: SandboxSettings = { ...defaultSettings, flags: {} }

  const theme = query.get('theme')
  if (theme === 'light' || theme === 'dark') settings.theme = theme
  else if (theme !== null) problems.push(`theme '${theme}' is not light or dark`)

  const locale = query.get('locale')
  if (locale !== null && isSandboxLocale(locale)) settings.locale = locale
  else if (locale !== null)
    problems.push(`locale '${locale}' is not one of ${Object.keys(sandboxLocales).join(', ')}`)

  const siwx = query.get('siwx')
  if (siwx === 'off' || siwx === 'optional' || siwx === 'required') settings.siwx = siwx
  else if (siwx !== null) problems.push(`siwx '${siwx}' is not off, optional or required`)

  const solana = query.get('solana')
  if (solana === 'on' || solana === 'off') settings.solana = solana === 'on'
  else if (solana !== null) problems.push(`solana '${solana}' is not on or off`)

  const sponsorship = query.get('sponsorship')
  if (sponsorship === 'on' || sponsorship === 'off') settings.sponsorship = sponsorship === 'on'
  else if (sponsorship !== null) problems.push(`sponsorship '${sponsorship}' is not on or off`)

  const anyChain = query.get('delegationAnyChain')
  if (anyChain === 'on' || anyChain === 'off') settings.delegationAnyChain = anyChain === 'on'
  else if (anyChain !== null) problems.push(`delegationAnyChain '${anyChain}' is not on or off`)

  const account = query.get('account')
  if (account === 'eoa' || account === 'smartAccount' || account === 'eip7702')
    settings.account = account
  else if (account !== null)
    problems.push(`account '${account}' is not eoa, smartAccount or eip7702`)

  const plugins = query.get('plugins')
  if (plugins !== null) {
    const ids = plugins.split(',').filter(Boolean)
    for (const id of ids) if (!(id in pluginCatalog)) problems.push(`unknown plugin '${id}'`)
    settings.plugins = [...new Set(ids.filter((id) => id in pluginCatalog))]
  }

  for (const pair of (query.get('flags') ?? '').split(',').filter(Boolean)) {
    const [key, value] = pair.split(':')
    if (!booleanFlags.includes(key as BooleanFlag)) problems.push(`unknown flag '${key}'`)
    else if (value !== 'on' && value !== 'off') problems.push(`flag '${key}' needs :on or :off`)
    else settings.flags[key as BooleanFlag] = value === 'on'
  }
  return { settings, problems }
}

/** The flags set away from their defaults (a box ticked and unticked again is not one). */
export function changedFlags(flags: SandboxSettings['flags']): SandboxSettings['flags'] {
  return Object.fromEntries(
    Object.entries(flags).filter(([key, value]) => coreFlags[key as BooleanFlag].default !== value),
  )
}

/** Writes settings to a URL query, leaving out what equals the defaults. */
export function serializeSettings(settings: SandboxSettings): string {
  const query = new URLSearchParams()
  if (settings.theme !== defaultSettings.theme) query.set('theme', settings.theme)
  if (settings.locale) query.set('locale', settings.locale)
  if (settings.plugins.join(',') !== defaultSettings.plugins.join(','))
    query.set('plugins', settings.plugins.join(','))
  if (settings.siwx !== defaultSettings.siwx) query.set('siwx', settings.siwx)
  if (settings.solana !== defaultSettings.solana)
    query.set('solana', settings.solana ? 'on' : 'off')
  if (settings.account) query.set('account', settings.account)
  if (settings.sponsorship !== defaultSettings.sponsorship)
    query.set('sponsorship', settings.sponsorship ? 'on' : 'off')
  if (settings.delegationAnyChain !== defaultSettings.delegationAnyChain)
    query.set('delegationAnyChain', settings.delegationAnyChain ? 'on' : 'off')
  const flags = Object.entries(changedFlags(settings.flags)).map(
    ([key, value]) => `${key}:${value ? 'on' : 'off'}`,
  )
  if (flags.length) query.set('flags', flags.join(','))
  const text = query.toString().replaceAll('%2C', ',').replaceAll('%3A', ':')
  return text ? `?${text}` : ''
}

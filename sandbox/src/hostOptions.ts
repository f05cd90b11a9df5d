import { changedFlags, type SandboxSettings } from './settings'
import { stackUrls } from './stackUrls'

/**
 * The sandbox's `createKeyport` options besides its plugins, as plain data: the app creates its
 * Keyport with them, and the "Copy this setup" snippet prints the same object.
 *
 * @example
 * createKeyport({ ...hostOptions(settings, location.origin), plugins })
 */
export function hostOptions(settings: SandboxSettings, origin: string) {
  const features = changedFlags(settings.flags)
  return {
    projectId: 'keyport-dev',
    apiUrl: stackUrls.api,
    frameUrl: stackUrls.frame,
    themeMode: settings.theme,
    ...(settings.locale ? { locale: settings.locale } : {}),
    ...(Object.keys(features).length > 0 ? { features } : {}),
    // The data API's paymaster pays the embedded smart account's gas, under keyport-dev's policy.
    ...(settings.sponsorship ? { sponsorship: 'keyport' as const } : {}),
    // EIP-7702: KeyportDelegate is always allowed; this also lets a host ask for chain id 0.
    ...(settings.delegationAnyChain ? { delegation: { anyChain: true } } : {}),
    metadata: {
      name: 'Keyport sandbox',
      description: 'Keyport host app',
      url: origin,
      icons: [],
    },
    // The Connect view's terms line (and the box of `flags=legalCheckbox:on`) links these.
    termsConditionsUrl: new URL('/terms', origin).href,
    privacyPolicyUrl: new URL('/privacy', origin).href,
  }
}

/** The app's legal pages the Connect view links to. */
export type LegalLinks = {
  /** The terms of service. */
  terms?: string
  /** The privacy policy. */
  privacy?: string
}

export type LegalLinksParameters = {
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  /** Told why a URL was left out (the options are only checked by `keyport doctor`). */
  warn: (message: string) => void
}

// Only http(s): a `javascript:` or `data:` URL in an href would run in the host page's origin.
function httpUrl(option: string, value: string | undefined, warn: (message: string) => void) {
  if (value === undefined) return undefined
  if (/^https?:$/.test(protocolOf(value) ?? '')) return value
  warn(`${option} must be an http(s) URL, like https://example.com/terms; it is not linked`)
  return undefined
}

function protocolOf(value: string) {
  try {
    return new URL(value).protocol
  } catch {
    return undefined
  }
}

/**
 * The links of the Connect view's terms line from the app's options: only the ones the app gave,
 * and only http(s) URLs (another is left out with a warning).
 *
 * @example
 * legalLinks({ termsConditionsUrl: 'https://app.example/terms', warn: console.warn })
 * // { terms: 'https://app.example/terms', privacy: undefined }
 */
export function legalLinks({
  termsConditionsUrl,
  privacyPolicyUrl,
  warn,
}: LegalLinksParameters): LegalLinks {
  return {
    terms: httpUrl('termsConditionsUrl', termsConditionsUrl, warn),
    privacy: httpUrl('privacyPolicyUrl', privacyPolicyUrl, warn),
  }
}

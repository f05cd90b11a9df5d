import { devices, type Page } from '@playwright/test'

/**
 * A phone under Chromium's device emulation: Pixel 7's Android user agent, touch, `isMobile`
 * (the meta viewport applies) and its 412 px wide screen. Each spec passes it to `test.use`.
 */
export const phone = (({ defaultBrowserType: _, ...descriptor }) => descriptor)(devices['Pixel 7'])

/** An iPhone's Safari user agent, touch and screen, in Chromium (where a pending pairing is reused). */
export const iPhone = (({ defaultBrowserType: _, ...descriptor }) => descriptor)(
  devices['iPhone 15'],
)

/** What the recorder saw when the page followed a link with a WalletConnect URI in it. */
type DeepLinkAttempt = {
  href: string
  /** The browser's own word that a user's tap is in force: a phone allows the navigation. */
  userActivation: boolean
  /** The click came from the user's input, not a script. */
  trusted: boolean
  /** The page cancelled the anchor's navigation. */
  prevented: boolean
  /** The anchor was in the page when the click ended (one taken out would not navigate). */
  connected: boolean
}

declare global {
  interface Window {
    __deepLinks?: DeepLinkAttempt[]
  }
}

/**
 * Records, from an init script, every link the page follows that carries a `wc?uri=` pairing
 * URI: at the end of the click's dispatch (a window listener, after the app's own), the moment the
 * browser then follows the anchor. Chromium then asks for the deep link as a navigation request
 * (`page.on('request')` sees it) and, with no app for the scheme, stays on the page, as a phone
 * does when the wallet app opens. A navigation the app would start after an await (a
 * `location` change a task later) is not a followed anchor: it never shows up here.
 */
export async function recordDeepLinks(page: Page) {
  await page.addInitScript(() => {
    const attempts: DeepLinkAttempt[] = []
    window.__deepLinks = attempts
    addEventListener('click', (event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      const href = anchor?.getAttribute('href') ?? ''
      if (!anchor || !href.includes('wc?uri=')) return
      attempts.push({
        href,
        userActivation: navigator.userActivation.isActive,
        trusted: event.isTrusted,
        prevented: event.defaultPrevented,
        connected: anchor.isConnected,
      })
    })
  })
}

/** The attempts `recordDeepLinks` saw so far. */
export function deepLinkAttempts(page: Page) {
  return page.evaluate(() => window.__deepLinks ?? [])
}

/** The `wc:` pairing URI a deep link (`scheme://wc?uri=…` or `https://…/wc?uri=…`) carries. */
export function pairingUriOf(href: string) {
  return new URL(href.replace(/^[a-z][a-z0-9+.-]*:\/\//i, 'http://link/')).searchParams.get('uri')
}

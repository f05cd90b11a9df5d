/**
 * Runs in the page before its own scripts: announces one browser wallet by EIP-6963 (and answers
 * `eip6963:requestProvider`), so every page lists an installed wallet as most users see it. Its
 * provider answers only what a wallet list asks (`eth_accounts`, `eth_chainId`) and refuses the
 * rest; the benchmark never connects. Not the Keyport test wallet: its viem bundle would add to
 * every page's heap and start-up figures.
 *
 * @example
 * await page.addInitScript(announceBenchWallet)
 */
export function announceBenchWallet(): void {
  const provider = {
    async request({ method }: { method: string }) {
      if (method === 'eth_accounts') return []
      if (method === 'eth_chainId') return '0x1'
      throw Object.assign(new Error('The bench wallet does not support this method.'), {
        code: 4200,
      })
    },
    on() {},
    removeListener() {},
  }
  const info = Object.freeze({
    uuid: '6e7a3a52-3f0e-4b8e-9d1b-3b7a1c0f5e11',
    name: 'Bench Wallet',
    rdns: 'dev.keyport.bench',
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%23345"/%3E%3C/svg%3E',
  })
  const announce = () =>
    dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({ info, provider }),
      }),
    )
  addEventListener('eip6963:requestProvider', announce)
  announce()
}

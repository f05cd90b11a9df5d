/**
 * The link that opens a wallet app with a pairing URI: `scheme://wc?uri=…` for a native deep
 * link, `https://…/wc?uri=…` for a universal link (the registry's `mobile_link`).
 *
 * @example
 * formatWalletLink('rainbow://', 'wc:abc@2?symKey=1') // 'rainbow://wc?uri=wc%3Aabc%402%3FsymKey%3D1'
 */
export function formatWalletLink(link: string, uri: string): string {
  const universal = link.startsWith('http://') || link.startsWith('https://')
  let base = link
  if (universal) base = link.endsWith('/') ? link : `${link}/`
  else if (!link.includes('://')) base = `${link.replaceAll('/', '').replaceAll(':', '')}://`
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}

// Offline stack: no CDN to point at, so icons are small inline SVGs built from the symbol.
const palette = ['#2775ca', '#f5ac37', '#627eea', '#0052ff', '#8a63d2', '#16a34a', '#e11d48']

/**
 * A data-URL icon for a token: a coloured disc with up to four letters of its symbol. The colour
 * is stable per symbol, so the same token looks the same everywhere.
 *
 * @example
 * tokenIconUrl('USDC') // 'data:image/svg+xml,…'
 */
export function tokenIconUrl(symbol: string): string {
  let hash = 0
  for (const char of symbol) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  const fill = palette[hash % palette.length]
  const text = symbol
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 4)
    .toUpperCase()
  const size = text.length > 3 ? 9 : 11
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${fill}"/><text x="16" y="20" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

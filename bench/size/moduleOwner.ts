/**
 * Who a module of the build belongs to: `plugin:<id>` for a plugin's code, `kernel`, the host
 * page (`page`), or the npm package it comes from (`npm:<name>`).
 *
 * @example
 * moduleOwner('plugins/connect/views/ConnectView.tsx') // 'plugin:connect'
 * moduleOwner('node_modules/@walletconnect/core/dist/index.js') // 'npm:@walletconnect/core'
 */
export function moduleOwner(module: string): string {
  const parts = module.split('/')
  if (parts[0] === 'node_modules') {
    const name = parts[1]?.startsWith('@') ? `${parts[1]}/${parts[2]}` : parts[1]
    return `npm:${name}`
  }
  if (parts[0] === 'plugins' && parts[1]) return `plugin:${parts[1]}`
  if (parts[0] === 'kernel') return 'kernel'
  return 'page'
}

import { useInsertionEffect } from 'react'

const injected = new Set<string>()

/**
 * Adds a view's stylesheet to the document once, the first time a component that uses it
 * renders, so each plugin ships its CSS in its own lazy chunk instead of the first bundle. Scope
 * the rules under `.kp-root` and use the theme's `--kp-*` custom properties; prefer logical
 * properties (`margin-inline-start`) so right-to-left locales lay out correctly.
 *
 * @example
 * const css = '.kp-root .kp-swap-row{display:flex;gap:8px}'
 * function SwapRow() { useStyles('swap-row', css); return <div className="kp-swap-row" /> }
 */
export function useStyles(id: string, css: string) {
  useInsertionEffect(() => {
    if (injected.has(id) || typeof document === 'undefined') return
    injected.add(id)
    const style = document.createElement('style')
    style.dataset.kpStyles = id
    style.textContent = css
    document.head.append(style)
  }, [id, css])
}

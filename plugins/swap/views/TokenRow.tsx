import type { SwapToken } from '../schemas.ts'
import { TokenIcon } from './TokenIcon.tsx'

/**
 * One token of SwapSelectToken as a list row: icon, symbol over name, and what the account holds
 * of it. Long texts elide; the row's title carries the symbol and name in full.
 */
export function TokenRow({
  token,
  held,
  current,
  onSelect,
}: {
  token: SwapToken
  /** The formatted balance, when the account holds some. */
  held?: string
  current: boolean
  onSelect: () => void
}) {
  return (
    <button
      type="button"
      className="kp-list-row"
      title={held ? `${token.symbol} · ${token.name} · ${held}` : `${token.symbol} · ${token.name}`}
      aria-current={current || undefined}
      onClick={onSelect}
    >
      <span className="kp-list-row-icon">
        <TokenIcon src={token.logoUri || undefined} symbol={token.symbol} size={28} />
      </span>
      <span className="kp-swap-token-name">
        <span className="kp-elide">{token.symbol}</span>
        <span className="kp-text kp-text--muted kp-text--small kp-elide">{token.name}</span>
      </span>
      {held ? (
        <span className="kp-list-row-end kp-swap-token-held">
          <span className="kp-elide">{held}</span>
        </span>
      ) : null}
    </button>
  )
}

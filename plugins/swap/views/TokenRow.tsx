import type { SwapToken } from '../schemas.ts'
import { TokenIcon } from './TokenIcon.tsx'

/** One token of SwapSelectToken: icon, symbol, name and what the account holds of it. */
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
      className="kp-button kp-button--secondary kp-swap-token-row"
      title={`${token.symbol} · ${token.name}`}
      aria-current={current || undefined}
      onClick={onSelect}
    >
      <TokenIcon src={token.logoUri || undefined} symbol={token.symbol} size={28} />
      <span className="kp-swap-token-name">
        <span className="kp-elide">{token.symbol}</span>
        <span className="kp-text kp-text--muted kp-elide">{token.name}</span>
      </span>
      {held ? (
        <span className="kp-text kp-text--muted kp-elide kp-swap-token-held">{held}</span>
      ) : null}
    </button>
  )
}

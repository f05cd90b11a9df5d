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
      className="kp-button kp-button--secondary"
      style={{ justifyContent: 'flex-start', width: '100%', fontWeight: 500 }}
      aria-current={current || undefined}
      onClick={onSelect}
    >
      <TokenIcon src={token.logoUri || undefined} symbol={token.symbol} size={28} />
      <span style={{ flex: 1, textAlign: 'left' }}>
        {token.symbol}
        <br />
        <span className="kp-text kp-text--muted" style={{ fontWeight: 400 }}>
          {token.name}
        </span>
      </span>
      {held ? <span className="kp-text kp-text--muted">{held}</span> : null}
    </button>
  )
}

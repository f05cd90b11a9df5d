import type { SwapToken } from '../schemas.ts'
import { TokenIcon } from './TokenIcon.tsx'

/** The button beside an amount that shows the chosen token and opens SwapSelectToken. */
export function TokenButton({
  token,
  label,
  placeholder,
  onClick,
}: {
  token: SwapToken | undefined
  /** The accessible name, e.g. 'Token to pay with: USDC'. */
  label: string
  placeholder: string
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className={token ? 'kp-button kp-button--secondary' : 'kp-button'}
      style={{ flex: 'none', minWidth: 112, borderRadius: 999 }}
      aria-label={label}
      onClick={onClick}
    >
      {token ? <TokenIcon src={token.logoUri || undefined} symbol={token.symbol} /> : null}
      <span>{token?.symbol ?? placeholder}</span>
      <span aria-hidden="true">▾</span>
    </button>
  )
}

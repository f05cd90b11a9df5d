import type { SwapToken } from '../schemas.ts'
import { TokenIcon } from './TokenIcon.tsx'

/**
 * The pill beside an amount that shows the chosen token and opens SwapSelectToken. It shrinks
 * before the amount does; a long symbol elides, its full text in the title and the name.
 */
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
      className={
        token
          ? 'kp-button kp-button--secondary kp-swap-token'
          : 'kp-button kp-swap-token kp-swap-token--empty'
      }
      aria-label={label}
      title={token?.symbol ?? placeholder}
      onClick={onClick}
    >
      {token ? <TokenIcon src={token.logoUri || undefined} symbol={token.symbol} /> : null}
      <span className="kp-elide">{token?.symbol ?? placeholder}</span>
      <span aria-hidden="true">▾</span>
    </button>
  )
}

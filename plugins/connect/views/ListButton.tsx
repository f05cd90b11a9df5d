import type { ReactNode } from 'react'
import { WalletIcon } from './WalletIcon.tsx'

export type ListButtonProps = {
  name: string
  icon?: string
  /** A short tag after the name, e.g. 'Recent'. */
  tag?: string
  /** Text on the right, e.g. a balance. */
  detail?: ReactNode
  disabled?: boolean
  current?: boolean
  onClick?: () => void
}

/** One row of a wallet, network or token list: a full-width button. */
export function ListButton({
  name,
  icon,
  tag,
  detail,
  disabled,
  current,
  onClick,
}: ListButtonProps) {
  return (
    <button
      type="button"
      className="kp-button kp-button--secondary"
      style={{ justifyContent: 'flex-start', width: '100%', fontWeight: 500 }}
      disabled={disabled}
      aria-current={current ? 'true' : undefined}
      onClick={onClick}
    >
      <WalletIcon src={icon} name={name} />
      <span style={{ flex: 1, textAlign: 'left' }}>{name}</span>
      {tag ? <span className="kp-text kp-text--muted">{tag}</span> : null}
      {detail}
    </button>
  )
}

import { ChevronRightIcon } from '@keyport/kernel/icons'
import type { ReactNode } from 'react'
import { useConnectViewsStyles } from './connectViewsCss.ts'
import { WalletIcon } from './WalletIcon.tsx'

export type ListButtonProps = {
  name: string
  /** The row's image; without one (and without `iconNode`) the name's initial on its colour. */
  icon?: string
  /** A drawn icon in place of an image, e.g. the grid glyph of All Wallets. */
  iconNode?: ReactNode
  /** A short badge after the name, e.g. 'Recent'. */
  tag?: string
  /** The badge's colour: installed (success), qr (accent), or plain. @default 'plain' */
  tagTone?: 'plain' | 'installed' | 'qr'
  /** Text on the right, e.g. a balance. */
  detail?: ReactNode
  /** A chevron at the end, for rows that open another view. @default false */
  chevron?: boolean
  disabled?: boolean
  current?: boolean
  /**
   * Makes the row a link: a wallet's deep link, which the browser follows inside the tap (`onClick`
   * runs too). @default undefined (a button)
   */
  href?: string
  onClick?: () => void
}

/** One row of a wallet, network or token list: icon, name, badge, detail, chevron. */
export function ListButton({
  name,
  icon,
  iconNode,
  tag,
  tagTone = 'plain',
  detail,
  chevron = false,
  disabled,
  current,
  href,
  onClick,
}: ListButtonProps) {
  useConnectViewsStyles()
  const content = (
    <>
      {iconNode ? (
        <span className="kp-connect-row__icon">{iconNode}</span>
      ) : (
        <WalletIcon src={icon} name={name} size={40} />
      )}
      <span className="kp-connect-row__name">{name}</span>
      {/* The space keeps the badge a separate word in the button's accessible name. */}
      {tag ? (
        <>
          {' '}
          <span className={`kp-connect-badge kp-connect-badge--${tagTone}`}>{tag}</span>
        </>
      ) : null}
      {detail}
      {chevron ? (
        <span className="kp-connect-row__chevron">
          <ChevronRightIcon size={18} />
        </span>
      ) : null}
    </>
  )
  if (href && !disabled)
    return (
      <a className="kp-connect-row" href={href} onClick={onClick}>
        {content}
      </a>
    )
  return (
    <button
      type="button"
      className="kp-connect-row"
      disabled={disabled}
      aria-current={current ? 'true' : undefined}
      onClick={onClick}
    >
      {content}
    </button>
  )
}

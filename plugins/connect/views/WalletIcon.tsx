import { InitialAvatar } from '@keyport/kernel/icons'
import { useState } from 'react'
import { useConnectViewsStyles } from './connectViewsCss.ts'

export type WalletIconProps = {
  src?: string
  name: string
  /** @default 28 */
  size?: number
  /** Wallets are rounded squares, tokens circles. @default 'rounded' */
  shape?: 'rounded' | 'circle'
}

/**
 * A wallet's or token's image, or its initial on a colour from its name when it has none or the
 * image fails to load. Decorative: the name is always beside it.
 */
export function WalletIcon({ src, name, size = 28, shape = 'rounded' }: WalletIconProps) {
  useConnectViewsStyles()
  const [failed, setFailed] = useState<string>()
  if (!src || failed === src) return <InitialAvatar name={name} size={size} shape={shape} />
  return (
    <img
      className="kp-connect-wallet-icon"
      src={src}
      alt=""
      width={size}
      height={size}
      data-shape={shape}
      onError={() => setFailed(src)}
    />
  )
}

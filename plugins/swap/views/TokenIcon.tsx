import { ImageOrInitial } from '@keyport/kernel/react'

/** A token's logo, or its initial; decorative, since the symbol is always beside it. */
export function TokenIcon({
  src,
  symbol,
  size = 24,
}: {
  src?: string
  symbol: string
  size?: number
}) {
  return <ImageOrInitial src={src} initial={symbol.slice(0, 1)} size={size} shape="circle" />
}

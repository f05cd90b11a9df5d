import { ImageOrInitial } from '@keyport/kernel/react'

/** A wallet's or token's image, or its initial when it has none. Decorative: the name is beside it. */
export function WalletIcon({
  src,
  name,
  size = 28,
}: {
  src?: string
  name: string
  size?: number
}) {
  return (
    <ImageOrInitial
      src={src}
      initial={name.slice(0, 1).toUpperCase()}
      size={size}
      shape="rounded"
    />
  )
}

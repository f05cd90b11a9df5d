export type ImageOrInitialProps = {
  /** The image; without one the initial shows in its place. */
  src?: string
  /** What shows without an image: the initial of the wallet's name or the token's symbol. */
  initial: string
  /** Width and height in pixels. */
  size: number
  /** A round image (tokens) or a square with 8 px corners (wallets). */
  shape: 'circle' | 'rounded'
}

/**
 * A wallet's or token's image, or an initial when it has none. Decorative: views always show the
 * name or symbol beside it, so the image has an empty alt and the initial is hidden.
 *
 * @example
 * <ImageOrInitial src={wallet.icon} initial="R" size={28} shape="rounded" />
 */
export function ImageOrInitial({ src, initial, size, shape }: ImageOrInitialProps) {
  const style = {
    width: size,
    height: size,
    borderRadius: shape === 'circle' ? '50%' : 8,
    flex: 'none' as const,
  }
  if (src) return <img src={src} alt="" width={size} height={size} style={style} />
  return (
    <span
      aria-hidden="true"
      style={{
        ...style,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'var(--kp-color-surface)',
        fontWeight: 600,
      }}
    >
      {initial}
    </span>
  )
}

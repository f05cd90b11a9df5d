export type ImageOrInitialProps = {
  /** The image; without one the label's initial shows in its place. */
  src?: string
  /** What the image shows (a wallet's name, a token's symbol); its first letter is the fallback. */
  label: string
  /** Width and height in pixels. */
  size: number
  /** A round image (tokens) or a rounded square (wallets). */
  shape: 'circle' | 'rounded'
}

/**
 * A wallet's or token's image, or the initial of its label when it has none. Decorative: views
 * always show the label beside it, so the image has an empty alt and the initial is hidden.
 *
 * @example
 * <ImageOrInitial src={wallet.icon} label={wallet.name} size={28} shape="rounded" />
 */
export function ImageOrInitial({ src, label, size, shape }: ImageOrInitialProps) {
  const style = {
    width: size,
    height: size,
    borderRadius: shape === 'circle' ? '50%' : Math.round(size / 3.5),
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
      {label.slice(0, 1).toUpperCase()}
    </span>
  )
}

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
  const style = { width: size, height: size, borderRadius: 8, flex: 'none' as const }
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
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}

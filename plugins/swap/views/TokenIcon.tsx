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
  const style = { width: size, height: size, borderRadius: '50%', flex: 'none' as const }
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
      {symbol.slice(0, 1)}
    </span>
  )
}

/** Props of the generated avatars. */
export type AvatarProps = {
  /** Width and height in CSS pixels. */
  size: number
  /** A circle (accounts, tokens) or a square with rounded corners (wallets). @default 'circle' */
  shape?: 'circle' | 'rounded'
}

/** A 32-bit FNV-1a hash of a string: the same name always gives the same colours. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

const radius = (size: number, shape: AvatarProps['shape']) =>
  shape === 'rounded' ? Math.round(size / 4) : '50%'

/**
 * A name's initial on a colour derived from the name (wallets, networks and tokens without an
 * image). Decorative: the name is always shown beside it.
 *
 * @example
 * <InitialAvatar name="Rainbow" size={32} shape="rounded" />
 */
export function InitialAvatar({ name, size, shape = 'circle' }: AvatarProps & { name: string }) {
  const hue = hashString(name.trim().toLowerCase()) % 360
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?'
  return (
    <span
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        flex: 'none',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: radius(size, shape),
        background: `linear-gradient(135deg, hsl(${hue} 70% 55%), hsl(${(hue + 40) % 360} 70% 42%))`,
        color: '#fff',
        fontWeight: 700,
        fontSize: Math.round(size * 0.45),
        lineHeight: 1,
      }}
    >
      {initial}
    </span>
  )
}

/**
 * A deterministic gradient from an address (EVM or base58): the account's avatar when it has no
 * name avatar. Decorative.
 *
 * @example
 * <AddressAvatar address="0xf39F…2266" size={40} />
 */
export function AddressAvatar({
  address,
  size,
  shape = 'circle',
}: AvatarProps & { address: string }) {
  const hash = hashString(address.toLowerCase())
  const a = hash % 360
  const b = (a + 60 + ((hash >>> 9) % 120)) % 360
  const angle = (hash >>> 17) % 360
  return (
    <span
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        flex: 'none',
        display: 'inline-block',
        borderRadius: radius(size, shape),
        background: `linear-gradient(${angle}deg, hsl(${a} 80% 60%), hsl(${b} 75% 45%))`,
      }}
    />
  )
}

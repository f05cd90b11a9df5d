import { InitialAvatar } from './avatars'
import { type IconProps, Mark } from './Glyph'

/**
 * The network families the icon set draws, by chain id (CAIP-2 or the numeric EVM id). Local
 * development chains use the mark of the network they stand in for. PLACEHOLDER drawings.
 */
const families: Record<string, 'ethereum' | 'base' | 'solana'> = {
  'eip155:1': 'ethereum',
  'eip155:11155111': 'ethereum',
  'eip155:31337': 'ethereum',
  'eip155:8453': 'base',
  'eip155:84532': 'base',
}

function familyOf(chainId: string | number): 'ethereum' | 'base' | 'solana' | undefined {
  const id = typeof chainId === 'number' ? `eip155:${chainId}` : chainId
  if (id.startsWith('solana:')) return 'solana'
  return families[id]
}

export type ChainMarkProps = IconProps & {
  /** A CAIP-2 id (`eip155:8453`, `solana:…`) or an EVM chain id. */
  chainId: string | number
  /** The network's name: its initial stands in for a network the set does not draw. */
  name: string
}

/**
 * A network's mark; a network the set does not know gets its initial on a colour from its name.
 *
 * @example
 * <ChainMark chainId="eip155:8453" name="Base" size={20} />
 */
export function ChainMark({ chainId, name, size = 20, title }: ChainMarkProps) {
  const family = familyOf(chainId)
  if (family === 'ethereum')
    return (
      <Mark size={size} title={title}>
        <circle cx="12" cy="12" r="12" fill="#627EEA" />
        <path d="M12 3.5l5.2 8.7L12 15.3l-5.2-3.1z" fill="#fff" />
        <path d="M12 16.3l5.2-3.1L12 20.5l-5.2-7.3z" fill="#fff" fillOpacity=".8" />
      </Mark>
    )
  if (family === 'base')
    return (
      <Mark size={size} title={title}>
        <circle cx="12" cy="12" r="12" fill="#0052FF" />
        <circle cx="12" cy="12" r="6.5" fill="#fff" />
      </Mark>
    )
  if (family === 'solana')
    return (
      <Mark size={size} title={title}>
        <circle cx="12" cy="12" r="12" fill="#000" />
        <path d="M7 8h9l1.5-1.5h-9zM7 12.75h9l1.5-1.5h-9zM8.5 17.5h9L16 16H7z" fill="#14F195" />
      </Mark>
    )
  return <InitialAvatar name={name} size={size} />
}

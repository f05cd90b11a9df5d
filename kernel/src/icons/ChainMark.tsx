import { InitialAvatar } from './avatars'
import { type ChainFamily, chainDrawings } from './chainDrawings'
import { type IconProps, Mark } from './Glyph'

/**
 * The network each EVM chain id belongs to: mainnets, their public testnets, and the local
 * development chains, which show the mark of the network they stand in for (the stack's anvil
 * chains keep the real ids 1 and 8453; a bare anvil runs as 31337 or 1337).
 */
const evmFamilies: Record<number, ChainFamily> = {
  1: 'ethereum',
  11155111: 'ethereum',
  17000: 'ethereum',
  31337: 'ethereum',
  1337: 'ethereum',
  8453: 'base',
  84532: 'base',
  10: 'optimism',
  11155420: 'optimism',
  42161: 'arbitrum',
  42170: 'arbitrum',
  421614: 'arbitrum',
  137: 'polygon',
  80002: 'polygon',
  1101: 'polygon',
  56: 'bnb',
  97: 'bnb',
  204: 'bnb',
  43114: 'avalanche',
  43113: 'avalanche',
}

/**
 * The family a network's mark is drawn from: a CAIP-2 id (`eip155:8453`, `solana:…`) or an EVM
 * chain id; undefined for a network the set does not draw.
 *
 * @example
 * chainFamily('eip155:31337') // 'ethereum'
 */
export function chainFamily(chainId: string | number): ChainFamily | undefined {
  if (typeof chainId === 'number') return evmFamilies[chainId]
  if (chainId.startsWith('solana:')) return 'solana'
  const match = /^eip155:(\d+)$/.exec(chainId)
  return match ? evmFamilies[Number(match[1])] : undefined
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
  const family = chainFamily(chainId)
  if (!family) return <InitialAvatar name={name} size={size} />
  return (
    <Mark size={size} title={title}>
      {chainDrawings[family]()}
    </Mark>
  )
}

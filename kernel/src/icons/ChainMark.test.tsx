// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { ChainMark, chainFamily } from './ChainMark'

const markup = (chainId: string | number, name = 'Network') =>
  render(<ChainMark chainId={chainId} name={name} />).container.innerHTML

describe('ChainMark', () => {
  test('behavior: each local development chain shows the mark of the network it stands in for', () => {
    expect(chainFamily(31337)).toBe('ethereum')
    expect(chainFamily('eip155:1337')).toBe('ethereum')
    expect(markup(31337, 'Anvil')).toBe(markup('eip155:1', 'Ethereum'))
    expect(markup('eip155:84532', 'Base Sepolia')).toBe(markup(8453, 'Base'))
    expect(chainFamily('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe('solana')
  })

  test('behavior: the eight drawn networks each have their own mark', () => {
    const ids = [1, 8453, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 10, 42161, 137, 56, 43114]
    const drawings = ids.map((id) => markup(id))
    expect(new Set(drawings).size).toBe(8)
    for (const drawing of drawings) expect(drawing).toContain('<svg')
  })

  test('behavior: a network the set does not draw shows its initial; a title labels the mark', () => {
    expect(chainFamily('eip155:7777777')).toBeUndefined()
    const { container } = render(<ChainMark chainId={7777777} name="zora" />)
    expect(container.querySelector('svg')).toBeNull()
    expect(container.textContent).toBe('Z')
    const labelled = render(<ChainMark chainId={10} name="OP" title="OP Mainnet" />)
    expect(labelled.getByRole('img', { name: 'OP Mainnet' })).toBeTruthy()
  })
})

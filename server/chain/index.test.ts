import { describe, expect, test } from 'vitest'
import * as chain from './index.ts'

describe('server/chain', () => {
  test('behavior: exports a deliberate, small surface', () => {
    expect(Object.keys(chain).sort()).toEqual([
      'ChainError',
      'deployedChainSchema',
      'deployedTokenSchema',
      'deploymentFile',
      'deploymentSchema',
      'readDeployment',
      'startChains',
      'toViemChain',
      'writeDeployment',
    ])
  })
})

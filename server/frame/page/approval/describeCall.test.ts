import { encodeFunctionData, erc20Abi, erc721Abi, maxUint256, parseEther, parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { describeCall } from './describeCall.ts'
import { createTokenReader } from './readToken.ts'
import { createFakeChainRpc } from './testing/createFakeChainRpc.ts'

const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const apes = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const spender = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

function describeWith(
  call: Parameters<typeof describeCall>[0]['call'],
  code?: Record<string, `0x${string}`>,
) {
  const { rpc } = createFakeChainRpc({
    code,
    tokens: {
      [usdc]: { symbol: 'USDC', decimals: 6, totalSupply: parseUnits('1000000', 6) },
      [apes]: { symbol: 'APE', decimals: 0, name: 'Bored Apes' },
    },
  })
  return describeCall({ call, nativeSymbol: 'ETH', readToken: createTokenReader(rpc), rpc })
}

const erc20 = (functionName: 'transfer' | 'approve', args: readonly [`0x${string}`, bigint]) =>
  encodeFunctionData({ abi: erc20Abi, functionName, args })

describe('describeCall', () => {
  test('behavior: an ERC-20 transfer reads the token symbol and decimals from the chain', async () => {
    const row = await describeWith({
      to: usdc,
      data: erc20('transfer', [spender, parseUnits('10', 6)]),
    })
    expect(row).toEqual({ label: 'Send', value: `10 USDC to ${spender}` })
  })

  test('behavior: an approve of 2^256-1 says Unlimited and names the spender', async () => {
    const row = await describeWith({ to: usdc, data: erc20('approve', [spender, maxUint256]) })
    expect(row).toEqual({
      label: 'Token approval',
      value: `Unlimited USDC to ${spender}`,
      warning: true,
    })
  })

  test('behavior: an approve above the whole supply is unlimited too; a small one shows its amount', async () => {
    const above = await describeWith({
      to: usdc,
      data: erc20('approve', [spender, parseUnits('2000000', 6)]),
    })
    expect(above.value).toBe(`Unlimited USDC to ${spender}`)
    const small = await describeWith({
      to: usdc,
      data: erc20('approve', [spender, parseUnits('5', 6)]),
    })
    expect(small).toEqual({
      label: 'Token approval',
      value: `5 USDC to ${spender}`,
      warning: false,
    })
  })

  test('behavior: setApprovalForAll names the collection and the operator', async () => {
    const data = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'setApprovalForAll',
      args: [spender, true],
    })
    const row = await describeWith({ to: apes, data })
    expect(row.label).toBe('NFT approval')
    expect(row.value).toBe(`All your NFTs in collection Bored Apes (${apes}) to ${spender}`)
    expect(row.warning).toBe(true)
  })

  test('behavior: calldata it cannot decode shows "Unknown contract call" with the selector', async () => {
    const row = await describeWith({ to: usdc, data: '0xdeadbeef00000000', value: parseEther('1') })
    expect(row).toEqual({
      label: 'Unknown contract call',
      value: `Function 0xdeadbeef on ${usdc}, paying 1 ETH`,
      warning: true,
    })
  })

  test('behavior: an undecoded call to an EIP-7702 delegated account names it an account and its delegate, a contract stays a contract', async () => {
    const delegate = `0x${'de'.repeat(20)}` as const
    const row = await describeWith(
      { to: spender, data: '0xdeadbeef00000000' },
      { [spender]: `0xef0100${delegate.slice(2)}`, [usdc]: '0x6080604052' },
    )
    expect(row).toEqual({
      label: 'Unknown account call',
      value: `Function 0xdeadbeef on account ${spender} (delegated to ${delegate})`,
      warning: true,
    })
    expect(
      await describeWith({ to: usdc, data: '0xdeadbeef00000000' }, { [usdc]: '0x6080604052' }),
    ).toMatchObject({ label: 'Unknown contract call' })
  })

  test('behavior: a plain payment shows amount and recipient; a token the chain does not describe shows base units', async () => {
    expect(await describeWith({ to: spender, value: parseEther('0.25') })).toEqual({
      label: 'Send',
      value: `0.25 ETH to ${spender}`,
    })
    const row = await describeWith({ to: spender, data: erc20('transfer', [usdc, 7n]) })
    expect(row.value).toBe(`7 units of token ${spender} to ${usdc}`)
  })
})

import { parseAbi, toEventSelector } from 'viem'

// The events the indexer reads. ERC-20 and ERC-721 share Transfer's signature; they differ in
// whether the third argument is indexed, so both shapes are listed and told apart by topic count.
export const erc20TransferAbi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
])
export const erc721TransferAbi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
])
export const uniswapV2SwapAbi = parseAbi([
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
])
/** WETH9 unwraps: the ether then leaves in an internal call that no block or log lists. */
export const weth9WithdrawalAbi = parseAbi(['event Withdrawal(address indexed src, uint256 wad)'])
/** WETH9 wraps: tokens appear without a Transfer. */
export const weth9DepositAbi = parseAbi(['event Deposit(address indexed dst, uint256 wad)'])

/** The router calls that end in native currency, with their `to` argument. */
export const routerToEthAbi = parseAbi([
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function removeLiquidityETH(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline)',
])

export const transferTopic = toEventSelector(erc20TransferAbi[0])
export const swapTopic = toEventSelector(uniswapV2SwapAbi[0])
export const withdrawalTopic = toEventSelector(weth9WithdrawalAbi[0])
export const depositTopic = toEventSelector(weth9DepositAbi[0])

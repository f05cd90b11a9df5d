import { parseAbi } from 'viem'

// Only the functions the seeding and its tests call, written out so viem can type the calls; the
// packages' JSON ABIs are untyped. Bytecode still comes from the packages (uniswapArtifacts.ts).

export const uniswapV2FactoryAbi = parseAbi([
  'constructor(address feeToSetter)',
  'function createPair(address tokenA, address tokenB) returns (address pair)',
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
  'function allPairsLength() view returns (uint256)',
])

export const uniswapV2PairAbi = parseAbi([
  'function mint(address to) returns (uint256 liquidity)',
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])

export const uniswapV2RouterAbi = parseAbi([
  'constructor(address factory, address WETH)',
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

export const weth9Abi = parseAbi([
  'function deposit() payable',
  'function withdraw(uint256 wad)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
])

export const seedTokenAbi = parseAbi([
  'constructor(string name, string symbol, uint8 decimals, uint256 supply)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
  'function name() view returns (string)',
])

/** contracts/KeyportPaymaster.sol, for the paymaster service, the deployment's checks and tests. */
export const keyportPaymasterAbi = parseAbi([
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
  'function getHash(PackedUserOperation userOp, uint48 validUntil, uint48 validAfter) view returns (bytes32)',
  'function parsePaymasterAndData(bytes paymasterAndData) pure returns (uint48 validUntil, uint48 validAfter, bytes signature)',
  'function verifyingSigner() view returns (address)',
  'function entryPoint() view returns (address)',
  'function owner() view returns (address)',
  'function getDeposit() view returns (uint256)',
  'function withdrawTo(address withdrawAddress, uint256 amount)',
  'error InvalidPaymasterData(uint256 length)',
])

/** contracts/KeyportDelegate.sol, the EIP-7702 delegate of embedded EOAs, for its tests and callers. */
export const keyportDelegateAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch(Call[] calls)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'function entryPoint() view returns (address)',
  'function getNonce() view returns (uint256)',
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
  'struct Session { uint48 validUntil; uint128 spendLimit; uint128 spent; address[] targets; }',
  'function grantSession(address key, address[] targets, uint128 spendLimit, uint48 validUntil)',
  'function revokeSession(address key)',
  'function getSession(address key) view returns (Session)',
  'event SessionGranted(address indexed key, address[] targets, uint128 spendLimit, uint48 validUntil)',
  'event SessionRevoked(address indexed key)',
  'error NotFromSelfOrEntryPoint(address caller)',
  'error NotFromSelf(address caller)',
  'error InvalidSessionGrant(string reason)',
  'error UnknownSession(address key)',
  'error SessionCallNotAllowed(bytes4 selector)',
  'error SessionTargetNotAllowed(address target)',
  'error SessionSpendLimitExceeded(uint256 spent, uint256 limit)',
  'error ExecuteError(uint256 index, bytes returnData)',
])

import { parseAbi } from 'viem'

/**
 * The session-key part of server/chain/contracts/KeyportAccount.sol, and the calls a session key
 * may sign (execute, executeBatch).
 *
 * @example
 * const session = await client.readContract({
 *   address: account, abi: keyportSessionAbi, functionName: 'getSession', args: [key],
 * })
 */
export const keyportSessionAbi = parseAbi([
  'struct Session { uint48 validUntil; uint128 spendLimit; uint128 spent; address[] targets; }',
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
  'function grantSession(address key, address[] targets, uint128 spendLimit, uint48 validUntil)',
  'function revokeSession(address key)',
  'function getSession(address key) view returns (Session)',
  'event SessionGranted(address indexed key, address[] targets, uint128 spendLimit, uint48 validUntil)',
  'event SessionRevoked(address indexed key)',
  'error InvalidSessionGrant(string reason)',
  'error UnknownSession(address key)',
  'error SessionCallNotAllowed(bytes4 selector)',
  'error SessionTargetNotAllowed(address target)',
  'error SessionSpendLimitExceeded(uint256 spent, uint256 limit)',
])

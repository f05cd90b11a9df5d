import { ApiError } from '../http/ApiError.ts'

/**
 * Node methods anyone may call through the data API: reads, filters over them, simulations and
 * `eth_sendRawTransaction` (a transaction the sender signed). Everything a node would do with its
 * own keys or state (`eth_sendTransaction`, `eth_sign*`, `personal_*`) and every dev or admin
 * namespace (`anvil_*`, `evm_*`, `hardhat_*`, `debug_*`, `admin_*`, `txpool_*`) is left out:
 * those stay on the chain's own port.
 */
const nodeRpcMethods: ReadonlySet<string> = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_simulateV1',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_version',
  'web3_clientVersion',
])

/** ERC-4337 calls, answered by the chain's bundler rather than its node. */
export const bundlerRpcMethods: ReadonlySet<string> = new Set([
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
  'pimlico_getUserOperationGasPrice',
  'pimlico_getUserOperationStatus',
])

/**
 * Refuses a JSON-RPC request (or a batch, item by item) that calls a method outside the
 * allow-list, with 403 `method_not_allowed` naming the first such method. Nothing of a refused
 * batch reaches the chain.
 *
 * @example
 * assertRpcMethodsAllowed([{ method: 'anvil_setBalance' }]) // throws ApiError 403
 */
export function assertRpcMethodsAllowed(messages: readonly { method: string }[]) {
  const refused = messages.find(
    ({ method }) => !nodeRpcMethods.has(method) && !bundlerRpcMethods.has(method),
  )
  if (!refused) return
  const where = messages.length > 1 ? ` (item ${messages.indexOf(refused)} of the batch)` : ''
  throw new ApiError(
    403,
    'method_not_allowed',
    `JSON-RPC method ${refused.method}${where} is not allowed through the data API: it serves reads, eth_sendRawTransaction and ERC-4337 user operations. Dev methods (anvil_*, evm_*) go to the chain's own RPC port.`,
  )
}

import {
  type Address,
  type Hex,
  hexToBigInt,
  hexToNumber,
  isHex,
  type TransactionSerializable,
  type TypedDataDefinition,
} from 'viem'
import { invalidParams, unauthorized } from './TestWalletRpcError.ts'
import { type MethodHandler, paramsList, type WalletContext } from './walletContext.ts'

/** Signing needs a connection, and the address asked for must be the wallet's. */
function requireAccount(address: unknown, context: WalletContext): void {
  if (!context.state.connected) throw unauthorized()
  if (
    typeof address !== 'string' ||
    address.toLowerCase() !== context.account.address.toLowerCase()
  ) {
    throw unauthorized(`the address ${String(address)}`)
  }
}

const hexParam = (value: unknown, name: string): Hex => {
  if (!isHex(value)) throw invalidParams(`${name} must be hex, got ${JSON.stringify(value)}.`)
  return value
}
const optionalBigInt = (value: unknown, name: string) =>
  value === undefined || value === null ? undefined : hexToBigInt(hexParam(value, name))

interface TransactionParams {
  from?: string
  to?: Address
  data?: Hex
  input?: Hex
  value?: Hex
  gas?: Hex
  nonce?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  chainId?: Hex
}

/** Fills what the dapp left out from the chain, the way a wallet does before it asks the user. */
async function completeTransaction(
  tx: TransactionParams,
  context: WalletContext,
): Promise<TransactionSerializable> {
  const chainId = context.state.chainId
  const from = context.account.address
  const data = tx.data ?? tx.input
  const value = optionalBigInt(tx.value, 'value') ?? 0n
  const nonce =
    tx.nonce !== undefined
      ? hexToNumber(hexParam(tx.nonce, 'nonce'))
      : hexToNumber((await context.rpc('eth_getTransactionCount', [from, 'pending'])) as Hex)
  const estimate = { from, to: tx.to, data, value: `0x${value.toString(16)}` }
  const gas =
    optionalBigInt(tx.gas, 'gas') ??
    hexToBigInt((await context.rpc('eth_estimateGas', [estimate])) as Hex)
  const base = { chainId, to: tx.to ?? null, data, value, nonce, gas }

  const gasPrice = optionalBigInt(tx.gasPrice, 'gasPrice')
  if (gasPrice !== undefined) return { ...base, type: 'legacy', gasPrice }
  const maxPriorityFeePerGas =
    optionalBigInt(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas') ??
    hexToBigInt((await context.rpc('eth_maxPriorityFeePerGas')) as Hex)
  let maxFeePerGas = optionalBigInt(tx.maxFeePerGas, 'maxFeePerGas')
  if (maxFeePerGas === undefined) {
    const block = (await context.rpc('eth_getBlockByNumber', ['latest', false])) as {
      baseFeePerGas?: Hex
    }
    maxFeePerGas = 2n * hexToBigInt(block.baseFeePerGas ?? '0x0') + maxPriorityFeePerGas
  }
  return { ...base, type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas }
}

/** Signing with the wallet's key (viem's local account), and sending signed transactions. */
export const signMethods: Record<string, MethodHandler> = {
  personal_sign: (params, context) => {
    const [message, address] = paramsList(params)
    requireAccount(address, context)
    if (typeof message !== 'string') throw invalidParams('the message must be a string.')
    return {
      prompts: true,
      run: () =>
        context.account.signMessage({ message: isHex(message) ? { raw: message } : message }),
    }
  },
  eth_sign: (params, context) => {
    const [address, hash] = paramsList(params)
    requireAccount(address, context)
    if (!isHex(hash) || hash.length !== 66) throw invalidParams('eth_sign signs a 32-byte hash.')
    return { prompts: true, run: () => context.account.sign({ hash }) }
  },
  eth_signTypedData_v4: (params, context) => {
    const [address, typedData] = paramsList(params)
    requireAccount(address, context)
    let definition: TypedDataDefinition
    try {
      definition = (
        typeof typedData === 'string' ? JSON.parse(typedData) : typedData
      ) as TypedDataDefinition
    } catch {
      throw invalidParams('the typed data is not JSON.')
    }
    if (
      !definition ||
      typeof definition !== 'object' ||
      !definition.types ||
      !definition.primaryType
    ) {
      throw invalidParams('the typed data needs types, primaryType, domain and message.')
    }
    return { prompts: true, run: () => context.account.signTypedData(definition) }
  },
  eth_sendTransaction: (params, context) => {
    const [tx] = paramsList(params) as [TransactionParams | undefined]
    if (!tx || typeof tx !== 'object') throw invalidParams('expected one transaction object.')
    requireAccount(tx.from, context)
    if (
      tx.chainId !== undefined &&
      hexToNumber(hexParam(tx.chainId, 'chainId')) !== context.state.chainId
    ) {
      throw invalidParams(`chainId ${tx.chainId} is not the wallet's current chain.`)
    }
    return {
      prompts: true,
      run: async () => {
        const serialized = await context.account.signTransaction(
          await completeTransaction(tx, context),
        )
        return context.rpc('eth_sendRawTransaction', [serialized])
      },
    }
  },
}

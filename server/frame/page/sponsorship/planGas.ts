import { BaseError, formatEther, http, RpcRequestError, type SignedAuthorization } from 'viem'
import {
  createPaymasterClient,
  type PaymasterClient,
  type SmartAccount,
} from 'viem/account-abstraction'
import type { GasLine } from '../approval/ApprovalCard.ts'
import { refusalText } from '../approval/renderGas.ts'
import type { Call } from '../readCalls.ts'
import type { ChainClients } from '../smartAccounts.ts'
import type { Paymaster } from './paymasterUrl.ts'

type Smart = { account: SmartAccount; clients: ChainClients }

/**
 * What the bundler client's sendUserOperation adds: the paymaster (none: the account pays), and
 * the delegated EOA's EIP-7702 authorization on its first operation.
 */
type SendOptions = {
  paymaster?: PaymasterClient
  paymasterContext?: unknown
  authorization?: SignedAuthorization
}

export type GasPlan = {
  /** The card's gas part; absent when nobody sponsors (the account pays, as always). */
  line?: GasLine
  /**
   * The options for sending, after Approve: the paymaster's and the authorization. Throws when the sponsor refused and the user
   * did not choose "Pay gas yourself": a refused operation never goes out on the user's ETH alone.
   */
  sendOptions(): SendOptions
}

/** Gas assumed for the user's own estimate when the bundler cannot estimate the operation. */
const FALLBACK_GAS = 1_000_000n

// The service's words go on the card as text: no control or bidi characters, a bounded length.
const clean = (text: string, max: number) =>
  text
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .trim()
    .slice(0, max)

/** The paymaster service's own message (a JSON-RPC error's), else viem's short one. */
function serviceMessage(error: unknown) {
  if (error instanceof BaseError) {
    const rpc = error.walk((cause) => cause instanceof RpcRequestError) as RpcRequestError | null
    return clean(rpc?.details || error.details || error.shortMessage, 300)
  }
  return clean(error instanceof Error ? error.message : 'The paymaster service did not answer', 300)
}

/** The user's own cost for the operation, and whether the account's ETH covers it. */
async function ownGasCost(smart: Smart, calls: Call[], authorization?: SignedAuthorization) {
  const { client, bundler } = smart.clients
  const [balance, fees] = await Promise.all([
    client.getBalance({ address: smart.account.address }),
    client.estimateFeesPerGas(),
  ])
  const units = await bundler
    .estimateUserOperationGas({
      account: smart.account,
      calls,
      ...(authorization && { authorization }),
    })
    .then(
      (gas) => gas.callGasLimit + gas.verificationGasLimit + gas.preVerificationGas,
      () => FALLBACK_GAS,
    )
  const wei = units * fees.maxFeePerGas
  return { wei, covered: balance > 0n && balance >= wei }
}

/**
 * Asks the paymaster (ERC-7677 `pm_getPaymasterStubData`) BEFORE the approval card shows, so the
 * card can say who pays: the sponsor's name (the stub's `sponsor`, else `payerName`), or the
 * service's refusal with the user's own estimate and, when the account's ETH covers it, the
 * choice to pay it themselves. Without a paymaster the plan adds nothing.
 *
 * @example
 * const plan = await planGas({ smart, calls, paymaster: { url }, chainId: 1, payerName: 'Sandbox' })
 * plan.line // { status: 'sponsored', payer: 'Keyport dev' }
 */
export async function planGas(parameters: PlanGasParameters): Promise<GasPlan> {
  const plan = await paymasterPlan(parameters)
  const { authorization } = parameters
  if (!authorization) return plan
  // The authorization goes out with whatever the paymaster's part says (or refuses).
  return { ...plan, sendOptions: () => ({ ...plan.sendOptions(), authorization }) }
}

type PlanGasParameters = {
  smart: Smart
  calls: Call[]
  paymaster: Paymaster | undefined
  chainId: number
  payerName: string
  /** The delegated EOA's EIP-7702 authorization its first operation carries (`eip7702Auth`). */
  authorization?: SignedAuthorization
}

/** The paymaster's part of the plan: its stub, or its refusal and the user's own cost. */
async function paymasterPlan({
  smart,
  calls,
  paymaster,
  chainId,
  payerName,
  authorization,
}: PlanGasParameters): Promise<GasPlan> {
  if (!paymaster) return { sendOptions: () => ({}) }
  const client = createPaymasterClient({ transport: http(paymaster.url, { retryCount: 0 }) })
  const { account } = smart
  try {
    const [nonce, callData, deployed, fees] = await Promise.all([
      account.getNonce(),
      account.encodeCalls(calls),
      account.isDeployed(),
      smart.clients.client.estimateFeesPerGas(),
    ])
    const factory = deployed ? {} : await account.getFactoryArgs()
    const stub = await client.getPaymasterStubData({
      sender: account.address,
      nonce,
      callData,
      ...factory,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      chainId,
      entryPointAddress: account.entryPoint.address,
      context: paymaster.context,
      ...(authorization && { authorization }),
    } as Parameters<PaymasterClient['getPaymasterStubData']>[0])
    const sponsor = typeof stub.sponsor?.name === 'string' ? clean(stub.sponsor.name, 48) : ''
    return {
      line: { status: 'sponsored', payer: sponsor || payerName },
      sendOptions: () => ({ paymaster: client, paymasterContext: paymaster.context }),
    }
  } catch (error) {
    const reason = serviceMessage(error)
    const cost = await ownGasCost(smart, calls, authorization).catch(() => ({
      wei: 0n,
      covered: false,
    }))
    let chosen = false
    return {
      line: {
        status: 'refused',
        reason,
        ...(cost.covered && {
          selfPay: {
            estimate: `${formatEther(cost.wei)} ETH`,
            choose: () => {
              chosen = true
            },
          },
        }),
      },
      sendOptions() {
        if (!chosen) throw new Error(refusalText(reason))
        return {}
      },
    }
  }
}

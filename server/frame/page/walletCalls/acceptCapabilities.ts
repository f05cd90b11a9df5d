import { allowedPaymasterUrl, type Paymaster } from '../sponsorship/paymasterUrl.ts'
import { RpcCodeError, WALLET_CALLS_CODES } from './rpcCodeError.ts'

/** What the frame may honour for this request. */
export type CapabilitySupport = {
  /** True while the smart account acts on a chain that has it (it can be sponsored). */
  paymasterService: boolean
  /** The origins the frame may call for a paymaster. */
  paymasterOrigins: readonly string[]
}

const isOptional = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { optional?: unknown }).optional === true

const refuse = (name: string, why: string) =>
  new RpcCodeError(
    `The wallet does not support the capability ${name.slice(0, 64)}: ${why}`,
    WALLET_CALLS_CODES.unsupportedCapability,
  )

/**
 * EIP-5792's capability rules for one `capabilities` object (the request's or a call's): a
 * capability the wallet cannot honour is dropped when it says `optional: true` and refused (5700)
 * otherwise. The only one honoured is `paymasterService` for the smart account, with a URL on an
 * allowed paymaster origin (its ERC-7677 `context` passed through).
 *
 * @example
 * acceptCapabilities({ paymasterService: { url, context } }, support) // { paymaster: { url, context } }
 * acceptCapabilities({ auxiliaryFunds: { optional: true } }, support) // {} (dropped)
 */
export function acceptCapabilities(
  capabilities: Record<string, unknown> | undefined,
  support: CapabilitySupport,
  { perCall = false } = {},
): { paymaster?: Paymaster } {
  const accepted: { paymaster?: Paymaster } = {}
  for (const [name, value] of Object.entries(capabilities ?? {})) {
    if (name === 'paymasterService' && !perCall) {
      const service = (value ?? {}) as { url?: unknown; context?: unknown }
      const url = support.paymasterService
        ? allowedPaymasterUrl(service.url, support.paymasterOrigins)
        : undefined
      if (url) {
        accepted.paymaster = { url, context: service.context }
        continue
      }
      if (isOptional(value)) continue
      throw refuse(
        name,
        support.paymasterService
          ? 'its URL is not on a paymaster origin this wallet may call'
          : 'only the smart account can be sponsored',
      )
    }
    if (isOptional(value)) continue
    throw refuse(name, perCall ? 'no capability is supported per call' : 'not supported')
  }
  return accepted
}

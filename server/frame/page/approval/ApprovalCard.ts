/** One decoded line of an approval card; `warning` lines stand out (an unlimited approval). */
export type ApprovalRow = { label: string; value: string; warning?: boolean }

/** A simulation's outcome: each line is a signed amount ("−10 USDC", "+0.003 ETH"). */
export type SimulationResult =
  | { status: 'ok'; changes: string[] }
  | { status: 'reverted'; reason: string }
  | { status: 'unavailable' }

/** What the app says about itself (SYNC_DAPP_DATA): shown on the card as a claim, never trusted. */
export type AppClaim = { name: string; url?: string; icon?: string }

/**
 * Who pays the gas of a smart account's operation under sponsorship (ERC-7677): the sponsor, or
 * the service's refusal with, when the account's ETH covers the estimate, the user's own choice to
 * pay (`selfPay.choose`, the only way a refused operation goes out on the user's ETH).
 */
export type GasLine =
  | { status: 'sponsored'; payer: string }
  | {
      status: 'refused'
      /** The paymaster service's own message. */
      reason: string
      selfPay?: { estimate: string; choose(): void }
    }

/** Everything the frame's approval card shows for one request. */
export type ApprovalCard = {
  /** The card's heading: 'Sign message', 'Send transaction', 'Send calls', 'Sign typed data'. */
  title: string
  /** The requesting app's origin, the parent origin the frame pinned. */
  origin: string
  /** The app's own name, URL and icon, shown under the origin as what the app says. */
  app?: AppClaim
  /** An EVM chain id, or a CAIP-2 network id for Solana. */
  chain: { id: number | string; name: string }
  /** What the request does, decoded. */
  rows: ApprovalRow[]
  /** The request as the app sent it (calldata or typed data JSON), behind "Show raw data". */
  raw: string
  /** Balance changes for transactions; absent for signatures. */
  simulation?: Promise<SimulationResult>
  /** Who pays the gas, when the app sponsors it; absent: the account pays, as always. */
  gas?: GasLine
}

/** A JSON-RPC call to the chain through the data API. */
export type ChainRpc = (method: string, params: unknown[]) => Promise<unknown>

/** What the server writes into the frame page (a JSON data block, not a script). */
export type FrameConfig = {
  projectId: string
  /** The data API's JSON-RPC endpoint, with `{chainId}` to fill in. */
  rpcUrlTemplate: string
  allowedOrigins: string[]
  /**
   * ERC-4337 per chain id (EntryPoint, KeyportAccount factory and, where deployed, KeyportDelegate
   * for EIP-7702), from the chain deployment; the chains listed are the smart-account-enabled
   * networks. Absent: none.
   */
  smartAccounts?: Record<string, SmartAccountChainConfig>
  /**
   * The origins the frame may call for ERC-7677 paymaster services: the data API's and
   * `KEYPORT_FRAME_PAYMASTER_ORIGINS` (the page's CSP `connect-src` lists the same). @default []
   */
  paymasterOrigins?: string[]
}

export type SmartAccountChainConfig = {
  entryPoint: `0x${string}`
  accountFactory: `0x${string}`
  /** KeyportDelegate: the embedded EOA's EIP-7702 code on this chain. Absent: no eip7702 type. */
  delegate?: `0x${string}`
}

/** Reads the page's config block. */
export function readFrameConfig(doc: Document): FrameConfig {
  const text = doc.getElementById('keyport-frame-config')?.textContent ?? '{}'
  return JSON.parse(text) as FrameConfig
}

/** What the server writes into the frame page (a JSON data block, not a script). */
export type FrameConfig = {
  projectId: string
  /** The data API's JSON-RPC endpoint, with `{chainId}` to fill in. */
  rpcUrlTemplate: string
  allowedOrigins: string[]
}

/** Reads the page's config block. */
export function readFrameConfig(doc: Document): FrameConfig {
  const text = doc.getElementById('keyport-frame-config')?.textContent ?? '{}'
  return JSON.parse(text) as FrameConfig
}

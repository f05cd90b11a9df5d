/**
 * An EIP-1193 provider error: what `request` rejects with. Plain `{ code, message }` on the wire,
 * an `Error` in code so stacks survive.
 *
 * @example
 * await wallet.request({ method: 'eth_requestAccounts' }).catch((e) => e.code) // 4001 when rejected
 */
export class TestWalletRpcError extends Error {
  override readonly name = 'TestWalletRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }

  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

/** An error thrown while answering, as the wallet rejects with it: internal (-32603) unless already one. */
export const asRpcError = (error: unknown): TestWalletRpcError =>
  error instanceof TestWalletRpcError
    ? error
    : new TestWalletRpcError(-32603, error instanceof Error ? error.message : String(error))

export const userRejected = () => new TestWalletRpcError(4001, 'User rejected the request.')

export const unauthorized = (what = 'this account') =>
  new TestWalletRpcError(
    4100,
    `The wallet has not authorized ${what}. Call eth_requestAccounts first.`,
  )

export const unsupportedMethod = (method: string) =>
  new TestWalletRpcError(4200, `The Keyport test wallet does not support ${method}.`)

export const disconnected = () =>
  new TestWalletRpcError(4900, 'The wallet is disconnected from all chains.')

export const unknownChain = (chainId: number) =>
  new TestWalletRpcError(
    4902,
    `Unrecognized chain ID ${chainId}. Add it with wallet_addEthereumChain first.`,
  )

export const invalidParams = (why: string) =>
  new TestWalletRpcError(-32602, `Invalid params: ${why}`)

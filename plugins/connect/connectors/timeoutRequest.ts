import type { Clock } from '@keyport/kernel'

/** Why a wallet call did not settle in time; callers turn it into `WalletNotRespondingError`. */
export class RequestTimedOut {
  constructor(readonly ms: number) {}
}

/**
 * Settles like `promise`, or rejects with `RequestTimedOut` after `ms` on `clock`, so a wallet
 * that never answers cannot freeze the modal.
 *
 * @example
 * await timeoutRequest(provider.request({ method: 'eth_chainId' }), clock, 60_000)
 */
export function timeoutRequest<T>(promise: Promise<T>, clock: Clock, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancel = clock.setTimeout(() => reject(new RequestTimedOut(ms)), ms)
    promise.then(
      (value) => {
        cancel()
        resolve(value)
      },
      (error: unknown) => {
        cancel()
        reject(error)
      },
    )
  })
}

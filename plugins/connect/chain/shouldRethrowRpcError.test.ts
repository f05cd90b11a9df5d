import {
  HttpRequestError,
  InvalidInputRpcError,
  RpcRequestError,
  UserRejectedRequestError,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { shouldRethrowRpcError } from './shouldRethrowRpcError.ts'

const rpcError = (code: number, message: string) =>
  new RpcRequestError({ body: {}, url: 'http://rpc.test', error: { code, message } })
const nodeError = (message: string) => new InvalidInputRpcError(rpcError(-32000, message))

describe('shouldRethrowRpcError', () => {
  test('behavior: code 5000 is rethrown, raw or as viem reports it (a 4001 caused by 5000)', () => {
    expect(shouldRethrowRpcError(rpcError(5000, 'User rejected.'))).toBe(true)
    expect(shouldRethrowRpcError(new UserRejectedRequestError(rpcError(5000, 'no')))).toBe(true)
  })

  test.each([
    'execution reverted: not owner',
    'nonce too low: next nonce 4, tx nonce 2',
    'insufficient funds for gas * price + value',
    'max fee per gas less than block base fee',
    'intrinsic gas too low',
  ])('behavior: the node message "%s" is rethrown', (message) => {
    expect(shouldRethrowRpcError(nodeError(message))).toBe(true)
  })

  test('behavior: an unreachable endpoint, an HTTP error or another RPC error tries the next URL', () => {
    const unreachable = new HttpRequestError({ url: 'http://rpc.test', details: 'fetch failed' })
    const tooMany = new HttpRequestError({ url: 'http://rpc.test', status: 429 })
    expect(shouldRethrowRpcError(unreachable)).toBe(false)
    expect(shouldRethrowRpcError(tooMany)).toBe(false)
    expect(shouldRethrowRpcError(nodeError('header not found'))).toBe(false)
    expect(shouldRethrowRpcError(rpcError(-32005, 'limit exceeded'))).toBe(false)
  })
})

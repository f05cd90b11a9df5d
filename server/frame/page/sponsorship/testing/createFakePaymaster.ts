import type { Hex } from 'viem'

export type FakePaymasterAnswer =
  | { sponsor?: string }
  | { refuse: { code?: number; message: string; rule: string } }

const stubFields = {
  paymaster: '0x000000000000000000000000000000000000fa11',
  paymasterData: `0x${'00'.repeat(12)}${'ff'.repeat(65)}`,
  paymasterVerificationGasLimit: '0xea60',
  paymasterPostOpGasLimit: '0x0',
}

/**
 * A small ERC-7677 JSON-RPC service for the frame's tests: `pm_getPaymasterStubData` and
 * `pm_getPaymasterData` answer with a sponsor (or refuse with the rule, as the data API's
 * does), and every request is recorded. `answer` plays it over `fetch`.
 *
 * @example
 * const pm = createFakePaymaster({ sponsor: 'Keyport dev' })
 * await pm.answer({ method: 'pm_getPaymasterStubData', params }) // { result: { ..., sponsor } }
 */
export function createFakePaymaster(initial: FakePaymasterAnswer = { sponsor: 'Keyport dev' }) {
  const requests: { url: string; method: string; params: unknown[] }[] = []
  let behaviour = initial
  return {
    requests,
    set(next: FakePaymasterAnswer) {
      behaviour = next
    },
    answer(url: string, body: { id?: number; method: string; params: unknown[] }) {
      requests.push({ url, method: body.method, params: body.params })
      const id = body.id ?? 1
      if ('refuse' in behaviour) {
        const { code = -32001, message, rule } = behaviour.refuse
        return { jsonrpc: '2.0', id, error: { code, message, data: { rule } } }
      }
      if (body.method === 'pm_getPaymasterStubData')
        return {
          jsonrpc: '2.0',
          id,
          result: {
            ...stubFields,
            isFinal: false,
            ...(behaviour.sponsor && { sponsor: { name: behaviour.sponsor } }),
          },
        }
      if (body.method === 'pm_getPaymasterData')
        return {
          jsonrpc: '2.0',
          id,
          result: { ...stubFields, paymasterData: `0x${'00'.repeat(12)}${'11'.repeat(65)}` as Hex },
        }
      return { jsonrpc: '2.0', id, error: { code: -32601, message: 'method not found' } }
    },
  }
}

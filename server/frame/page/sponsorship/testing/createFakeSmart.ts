import { type Address, getAddress, type Hex } from 'viem'
import type { PaymasterClient } from 'viem/account-abstraction'
import type { RpcContext } from '../../handleRpc.ts'

const fakeSmartAddress: Address = getAddress('0x00000000000000000000000000000000005a11e7')
const fakeEntryPoint: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

/** One user operation the fake bundler received: its calls and who paid. */
type SentOperation = { calls: unknown[]; paymaster: boolean; paymasterContext?: unknown }

/**
 * A smart account and its clients for the frame's sponsorship tests: the chain answers the
 * account's `balance`, fees of 1 gwei and a gas estimate; the bundler records each user operation
 * and, like viem's, asks the paymaster it is given for its stub and its data before sending.
 *
 * @example
 * const fake = createFakeSmart({ balance: 0n })
 * await handleRpc({ ...context, smart: fake.smart }, 'wallet_sendCalls', [request])
 * fake.sent // [{ calls, paymaster: true }]
 */
export function createFakeSmart({ balance = 0n }: { balance?: bigint } = {}) {
  const sent: SentOperation[] = []
  const hash = `0x${'ab'.repeat(32)}` as Hex
  const account = {
    address: fakeSmartAddress,
    entryPoint: { address: fakeEntryPoint, version: '0.8' },
    getNonce: async () => 0n,
    encodeCalls: async () => '0xb61d27f6' as Hex,
    isDeployed: async () => true,
    getFactoryArgs: async () => ({}),
  }
  const smart = {
    account,
    clients: {
      client: {
        getBalance: async () => balance,
        estimateFeesPerGas: async () => ({ maxFeePerGas: 10n ** 9n, maxPriorityFeePerGas: 1n }),
      },
      bundler: {
        estimateUserOperationGas: async () => ({
          callGasLimit: 50_000n,
          verificationGasLimit: 100_000n,
          preVerificationGas: 50_000n,
        }),
        async sendUserOperation({
          calls,
          paymaster,
          paymasterContext,
        }: {
          calls: unknown[]
          paymaster?: PaymasterClient
          paymasterContext?: unknown
        }) {
          if (paymaster) {
            const operation = {
              sender: fakeSmartAddress,
              nonce: 0n,
              callData: '0xb61d27f6' as Hex,
              chainId: 1,
              entryPointAddress: fakeEntryPoint,
              context: paymasterContext,
            }
            await paymaster.getPaymasterStubData(operation as never)
            await paymaster.getPaymasterData(operation as never)
          }
          sent.push({
            calls,
            paymaster: paymaster !== undefined,
            ...(paymasterContext !== undefined && { paymasterContext }),
          })
          return hash
        },
        waitForUserOperationReceipt: async () => ({
          success: true,
          receipt: { transactionHash: `0x${'cd'.repeat(32)}` },
        }),
      },
    },
  }
  return { smart: smart as unknown as NonNullable<RpcContext['smart']>, sent, hash }
}

import type { FakeFrame } from '@keyport/kernel/testing'
import { encodeFunctionResult, pad, toEventSelector } from 'viem'
import { keyportSessionAbi } from '../../../../plugins/email-social/sessionKeys/keyportSessionAbi.ts'

const key = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const target = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'

/**
 * The smart account's chain reads as the frame relays them: one session key granted 0.05 ETH for
 * a target until 00:15 on the gallery's day, 0.001 ETH of it spent.
 */
export function answerSessionKeys(fake: FakeFrame) {
  fake.answerRpc('eth_getLogs', () => ({
    ok: true,
    payload: [
      {
        topics: [
          toEventSelector(
            'SessionGranted(address indexed key, address[] targets, uint128 spendLimit, uint48 validUntil)',
          ),
          pad(key),
        ],
      },
    ],
  }))
  fake.answerRpc('eth_call', () => ({
    ok: true,
    payload: encodeFunctionResult({
      abi: keyportSessionAbi,
      functionName: 'getSession',
      result: {
        validUntil: Date.UTC(2026, 0, 1, 0, 15) / 1000,
        spendLimit: 50_000_000_000_000_000n,
        spent: 1_000_000_000_000_000n,
        targets: [target],
      },
    }),
  }))
}

import {
  type Address,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { toViemChain } from '../../chain/toViemChain.ts'
import type { Database } from '../../db/Database.ts'
import type { ApiChain } from '../ApiDeps.ts'
import { serialiseTreasurySend } from './serialiseTreasurySend.ts'

/**
 * The sandbox provider's dev treasury: anvil's default account #9. Public knowledge, never a real
 * key; it only ever holds local-chain funds.
 */
const treasuryAccount = privateKeyToAccount(
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
)

export type SendFromTreasuryParameters = {
  to: Address
  /** The ERC-20 to send; undefined sends the native coin. */
  token: { address: Address; decimals: number } | undefined
  /** In the asset's smallest unit. */
  units: bigint
}

async function anvil(rpcUrl: string, method: string, params: unknown[]) {
  const answer = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const { error } = (await answer.json()) as { error?: { message: string } }
  if (error) throw new Error(`${method} failed: ${error.message}`)
}

/**
 * Sends a purchase from the treasury and waits for it to be mined; resolves with the transaction
 * hash. Like a real provider buying inventory, the treasury is topped up when it runs low, here
 * with anvil's `anvil_setBalance` and `anvil_dealERC20` (local chains only). One send at a time
 * per chain, in every API process on one PostgreSQL (`serialiseTreasurySend`): the treasury's
 * nonce must not be read twice before a send lands.
 *
 * @example
 * const hash = await sendFromTreasury(deps.db, chain, { to: buyer, token: undefined, units: parseEther('0.03') })
 */
export function sendFromTreasury(
  db: Database,
  chain: ApiChain,
  parameters: SendFromTreasuryParameters,
) {
  const key = `eip155:${chain.deployment.chainId}:${treasuryAccount.address}`
  return serialiseTreasurySend(db, key, () => send(chain, parameters))
}

async function send(chain: ApiChain, { to, token, units }: SendFromTreasuryParameters) {
  const { client } = chain
  const { rpcUrl } = chain.deployment
  const self = treasuryAccount.address
  const wallet = createWalletClient({
    account: treasuryAccount,
    chain: toViemChain(chain.deployment),
    transport: http(rpcUrl),
  })
  const native = await client.getBalance({ address: self })
  const gasReserve = parseEther('1')
  const nativeNeeded = (token ? 0n : units) + gasReserve
  if (native < nativeNeeded)
    await anvil(rpcUrl, 'anvil_setBalance', [self, numberToHex(nativeNeeded + parseEther('1000'))])
  let hash: Hex
  if (token) {
    const held = await client.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [self],
    })
    if (held < units)
      await anvil(rpcUrl, 'anvil_dealERC20', [
        self,
        token.address,
        numberToHex(units + parseUnits('1000000', token.decimals)),
      ])
    hash = await wallet.writeContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, units],
    })
  } else {
    hash = await wallet.sendTransaction({ to, value: units })
  }
  const receipt = await client.waitForTransactionReceipt({
    hash,
    pollingInterval: 50,
    timeout: 30_000,
  })
  if (receipt.status !== 'success') throw new Error(`The delivery transaction ${hash} reverted.`)
  return hash
}

import {
  type Address,
  createKeyPairSignerFromPrivateKeyBytes,
  lamports,
  type Signature,
} from '@solana/kit'
import type { Database } from '../../db/Database.ts'
import { type SolanaDevAccount, solanaDevAccounts } from '../../solana/devAccounts.ts'
import { sendSolanaInstructions, solanaTransferInstructions } from '../../solana/transfers.ts'
import type { SolanaApiChain } from '../ApiDeps.ts'
import { serialiseTreasurySend } from './serialiseTreasurySend.ts'

/**
 * The sandbox provider's Solana treasury: dev account #4 (`m/44'/501'/4'/0'` of the anvil
 * mnemonic), the last one the local chain funds (1,000 SOL and 100,000 USDC), as anvil's #9 is
 * the EVM treasury. Public knowledge, never a real key; it only ever holds local-chain funds.
 */
export function solanaTreasury(): SolanaDevAccount {
  // Derived on first use: the derivation costs a PBKDF2 run an API that sells no SOL never needs.
  treasury ??= solanaDevAccounts()[4] as SolanaDevAccount
  return treasury
}
let treasury: SolanaDevAccount | undefined

export type SendFromSolanaTreasuryParameters = {
  to: Address
  /** The SPL token (classic Token program) to send; undefined sends SOL. */
  token: { mint: Address; decimals: number } | undefined
  /** In the asset's smallest unit (lamports, token units). */
  units: bigint
}

// Kept for transaction fees and the rent of the token accounts deliveries create.
const feeReserve = 100_000_000n
const confirmTimeoutMs = 30_000
const pollMs = 100

/**
 * Sends a purchase from the Solana treasury and waits until it is confirmed; resolves with the
 * signature. SOL goes by a System transfer; a token by `transferChecked` into the buyer's
 * associated token account, created in the same transaction when missing. When the treasury runs
 * low on SOL it asks the chain's faucet (`requestAirdrop`, the local chain only). One send at a
 * time per network in every API process on one PostgreSQL (`serialiseTreasurySend`), so two
 * deliveries never race for the treasury's balance.
 *
 * @example
 * const signature = await sendFromSolanaTreasury(deps.db, chain, { to: buyer, token: undefined, units: 650_000_000n })
 */
export function sendFromSolanaTreasury(
  db: Database,
  chain: SolanaApiChain,
  parameters: SendFromSolanaTreasuryParameters,
): Promise<Signature> {
  const key = `${chain.cluster.caipNetworkId}:${solanaTreasury().address}`
  return serialiseTreasurySend(db, key, () => send(chain, parameters))
}

async function send(chain: SolanaApiChain, { to, token, units }: SendFromSolanaTreasuryParameters) {
  const { rpc } = chain
  const signer = await createKeyPairSignerFromPrivateKeyBytes(solanaTreasury().privateKey)
  const { value: held } = await rpc.getBalance(signer.address, { commitment: 'confirmed' }).send()
  const needed = (token ? 0n : units) + feeReserve
  if (held < needed) {
    const airdrop = await rpc
      .requestAirdrop(signer.address, lamports(needed + 1_000_000_000_000n))
      .send()
    await confirm(chain, airdrop)
  }
  const signature = await sendSolanaInstructions(
    rpc,
    signer,
    await solanaTransferInstructions({ from: signer, to, amount: units, token }),
  )
  await confirm(chain, signature)
  return signature
}

/** Polls the signature's status until it is confirmed; throws if it failed or never lands. */
async function confirm({ rpc }: SolanaApiChain, signature: Signature): Promise<void> {
  const deadline = Date.now() + confirmTimeoutMs
  while (Date.now() < deadline) {
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    if (status?.err) throw new Error(`The delivery transaction ${signature} failed.`)
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
      return
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  throw new Error(
    `The delivery transaction ${signature} was not confirmed within ${confirmTimeoutMs} ms.`,
  )
}

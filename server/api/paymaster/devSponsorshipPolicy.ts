import type { DeployedChain, Deployment } from '../../chain/deployment.ts'
import type { Database } from '../../db/Database.ts'
import { createSponsorshipStore } from './createSponsorshipStore.ts'
import type { SponsoredTarget, SponsorshipPolicy } from './sponsorshipPolicySchema.ts'

/** The dev project of migration 0001, which the local stack and the sandbox use. */
const devProjectId = 'keyport-dev'

const erc20 = [
  'transfer(address,uint256)',
  'approve(address,uint256)',
  'transferFrom(address,address,uint256)',
]
const sponsoredTokens: Record<string, string[]> = {
  USDC: erc20,
  DAI: erc20,
  WETH: [...erc20, 'deposit()', 'withdraw(uint256)'],
}

// The router02 swaps the convert API builds (server/api/convert/buildSwapCall.ts).
const routerSwaps = [
  'swapExactETHForTokens(uint256,address[],address,uint256)',
  'swapExactTokensForETH(uint256,uint256,address[],address,uint256)',
  'swapExactTokensForTokens(uint256,uint256,address[],address,uint256)',
]

function chainTargets(chain: DeployedChain): SponsoredTarget[] {
  const tokens = chain.tokens
    .filter((token) => sponsoredTokens[token.symbol])
    .map((token) => ({
      address: token.address,
      label: token.symbol,
      selectors: sponsoredTokens[token.symbol]!,
    }))
  return [
    ...tokens,
    { address: chain.uniswap.router, label: 'swap router', selectors: routerSwaps },
    {
      address: 'self',
      label: 'session keys (the account itself)',
      selectors: ['grantSession(address,address[],uint128,uint48)', 'revokeSession(address)'],
    },
  ]
}

/**
 * The dev policy of `keyport-dev`: on every deployed chain with a paymaster, the stack's USDC, DAI
 * and WETH, the swap router's swaps, and the account's own grantSession and revokeSession; up to
 * 0.05 ETH of gas per user a day, 100 ETH in all. The name service needs no gas (a signed
 * message to the data API), so it has no target here.
 *
 * @example
 * devSponsorshipPolicy(readDeployment()).chains['8453'].targets[0] // { address: '0x…', label: 'USDC', … }
 */
function devSponsorshipPolicy(deployment: Deployment): SponsorshipPolicy {
  return {
    userDailyCapWei: '50000000000000000',
    totalBudgetWei: '100000000000000000000',
    chains: Object.fromEntries(
      deployment.chains
        .filter((chain) => chain.accountAbstraction.paymaster)
        .map((chain) => [String(chain.chainId), { targets: chainTargets(chain) }]),
    ),
  }
}

/**
 * Gives `keyport-dev` the dev policy when it has none yet and the deployment has a paymaster;
 * run at the data API's start. A policy set since (PUT /v1/sponsorship/policy) is kept, and of
 * several processes starting at once only one writes.
 *
 * @example
 * await ensureDevSponsorshipPolicy(db, deployment)
 */
export async function ensureDevSponsorshipPolicy(
  db: Database,
  deployment: Deployment,
): Promise<boolean> {
  const policy = devSponsorshipPolicy(deployment)
  if (Object.keys(policy.chains).length === 0) return false
  return createSponsorshipStore(db).putPolicyIfAbsent(devProjectId, policy)
}

import type { Deployment } from '../../chain/deployment.ts'

export type BenchEndpoint = {
  name: string
  method: 'GET' | 'POST'
  /** Path and query, projectId included. */
  path: string
  body?: string
}

/**
 * What `npm run bench:api` measures, and what `npm run bench:cluster` mixes: balances (as clients
 * see them, through the 30 s cache, and with `forceUpdate` straight from the chain), swap and
 * on-ramp quotes, history and identity, all for one account on chain 1.
 *
 * @example
 * benchEndpoints(stack.deployment).map((e) => e.name) // ['balance (cached)', …]
 */
export function benchEndpoints(
  deployment: Deployment,
  /** @default the first dev account of chain 1 */
  account = benchChain(deployment).devAccounts[0] as string,
): BenchEndpoint[] {
  const chain = benchChain(deployment)
  const token = (symbol: string) => {
    const found = chain.tokens.find((t) => t.symbol === symbol)
    if (!found) throw new Error(`The benchmark needs ${symbol} on chain 1.`)
    return `eip155:1:${found.address}`
  }
  const project = 'projectId=keyport-dev'
  return [
    {
      name: 'balance (cached)',
      method: 'GET',
      path: `/v1/account/${account}/balance?currency=usd&chainId=eip155:1&${project}`,
    },
    {
      name: 'balance (forceUpdate)',
      method: 'GET',
      path: `/v1/account/${account}/balance?currency=usd&chainId=eip155:1&forceUpdate=1&${project}`,
    },
    {
      name: 'swap quote',
      method: 'GET',
      path: `/v1/convert/quotes?amount=1000000000000000000&userAddress=${account}&from=${token('WETH')}&to=${token('USDC')}&${project}`,
    },
    {
      name: 'onramp quote',
      method: 'POST',
      path: `/v1/onramp/quote?${project}`,
      body: JSON.stringify({
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        amount: '100',
        network: 'ethereum',
      }),
    },
    {
      name: 'history',
      method: 'GET',
      path: `/v1/account/${account}/history?chainId=eip155:1&${project}`,
    },
    {
      name: 'identity',
      method: 'GET',
      path: `/v1/identity/${account}?${project}`,
    },
  ]
}

/**
 * Chain 1 of the deployment: the chain every benchmark request names.
 *
 * @example
 * benchChain(deployment).devAccounts // ['0xf39f…', …]
 */
export function benchChain(deployment: Deployment) {
  const chain = deployment.chains.find((c) => c.chainId === 1)
  if (!chain) throw new Error('The benchmark needs chain 1 in the deployment.')
  return chain
}

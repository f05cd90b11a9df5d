import { blockchainNames } from './blockchainNames.ts'
import type { SiwxMessageData } from './SiwxMessageData.ts'
import { siwxMessageProblem } from './siwxMessageProblem.ts'

/**
 * Writes a sign-in message in the CAIP-122 text form. For `eip155` the text is EIP-4361's,
 * line for line (the tests compare it with viem's `createSiweMessage`); for `solana` (Sign-In With
 * Solana) the account is the base58 public key and the Chain ID line the genesis-hash reference of
 * the CAIP-2 id. Throws a `TypeError` naming the field when the data is not a valid message.
 *
 * @example
 * formatSiwxMessage({
 *   domain: 'app.example', accountAddress: '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e',
 *   chainId: 'eip155:1', uri: 'https://app.example', version: '1', nonce: 'k3Jd92hfA0',
 *   issuedAt: '2026-01-01T00:00:00.000Z',
 * })
 * // 'app.example wants you to sign in with your Ethereum account:\n0xA0Cf…\n\n\nURI: https://app.example\n…'
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  const problem = siwxMessageProblem(data)
  if (problem) throw new TypeError(`Invalid sign-in message: ${problem}.`)
  const [namespace, reference] = data.chainId.split(':') as [string, string]
  const origin = data.scheme ? `${data.scheme}://${data.domain}` : data.domain
  const lines = [
    `${origin} wants you to sign in with your ${blockchainNames[namespace] ?? namespace} account:`,
    data.accountAddress,
    '',
  ]
  if (data.statement) lines.push(data.statement)
  lines.push(
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  )
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length)
    lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}

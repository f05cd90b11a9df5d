import type { SiwxMessageData } from './SiwxMessageData.ts'

const authority = /^([a-zA-Z0-9.-]{1,253}|\[[0-9a-fA-F:.]{2,45}\])(:\d{1,5})?$/
const caip2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/
const uri = /^[a-zA-Z][a-zA-Z0-9+.-]*:[^\s]+$/
const scheme = /^[a-zA-Z][a-zA-Z0-9+.-]*$/
const nonce = /^[a-zA-Z0-9]{8,}$/
// Solana writes keys and genesis hashes in base58 (no 0, O, I, l). A 32-byte key is 32 to 44
// characters; CAIP-2 names a Solana network by the first 32 characters of its genesis hash.
const base58 = '[1-9A-HJ-NP-Za-km-z]'
const solanaAddress = new RegExp(`^${base58}{32,44}$`)
const solanaReference = new RegExp(`^${base58}{32}$`)
// RFC 3339 date-time, as EIP-4361 requires (a JS Date accepts much more).
const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
const controlCharacter = /[\u0000-\u001f\u007f]/

const isDateTime = (value: string) => dateTime.test(value) && !Number.isNaN(Date.parse(value))

/**
 * The first field of a sign-in message that breaks CAIP-122 / EIP-4361, described for a
 * developer, or `undefined` when every field is valid.
 *
 * @example
 * siwxMessageProblem({ ...data, nonce: 'abc' }) // "nonce must be at least 8 letters or digits, got 'abc'"
 */
export function siwxMessageProblem(data: SiwxMessageData): string | undefined {
  if (!authority.test(data.domain))
    return `domain must be an RFC 3986 authority such as app.example or 127.0.0.1:5173, got '${data.domain}'`
  const chain = caip2.exec(data.chainId)
  if (!chain) return `chainId must be a CAIP-2 id such as eip155:1, got '${data.chainId}'`
  if (chain[1] === 'eip155') {
    if (!/^[1-9]\d{0,9}$/.test(chain[2]!) || Number(chain[2]) >= 2147483648)
      return `an eip155 chain id must be a number below 2147483648, got '${chain[2]}'`
    if (!/^0x[0-9a-fA-F]{40}$/.test(data.accountAddress))
      return `an eip155 account must be 0x followed by 40 hex characters, got '${data.accountAddress}'`
  } else if (chain[1] === 'solana') {
    if (!solanaReference.test(chain[2]!))
      return `a solana chain id must be the first 32 base58 characters of the genesis hash, got '${chain[2]}'`
    if (!solanaAddress.test(data.accountAddress))
      return `a solana account must be a base58 public key (32 to 44 characters), got '${data.accountAddress}'`
  } else if (!/^[-.:_a-zA-Z0-9]{1,128}$/.test(data.accountAddress))
    return `accountAddress must be letters, digits and -.:_ only, got '${data.accountAddress}'`
  if (
    data.statement !== undefined &&
    (data.statement === '' || controlCharacter.test(data.statement))
  )
    return 'statement must be one non-empty line'
  if (!uri.test(data.uri)) return `uri must be an RFC 3986 URI, got '${data.uri}'`
  if (data.version !== '1') return `version must be '1', got '${data.version}'`
  if (!nonce.test(data.nonce))
    return `nonce must be at least 8 letters or digits, got '${data.nonce}'`
  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = data[field]
    if (value === undefined && field !== 'issuedAt') continue
    if (value === undefined || !isDateTime(value))
      return `${field} must be an RFC 3339 date-time such as 2026-01-01T00:00:00.000Z, got '${value}'`
  }
  if (data.requestId !== undefined && controlCharacter.test(data.requestId))
    return 'requestId must be one line'
  for (const resource of data.resources ?? [])
    if (!uri.test(resource)) return `every resource must be an RFC 3986 URI, got '${resource}'`
  if (data.scheme !== undefined && !scheme.test(data.scheme))
    return `scheme must be an RFC 3986 scheme such as https, got '${data.scheme}'`
  return undefined
}

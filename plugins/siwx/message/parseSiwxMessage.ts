import { namespaceOfBlockchain } from './blockchainNames.ts'
import type { SiwxMessageData } from './SiwxMessageData.ts'
import { siwxMessageProblem } from './siwxMessageProblem.ts'

export type ParseSiwxMessageReturnType =
  | { success: true; data: SiwxMessageData }
  | { success: false; error: string }

const header =
  /^(?:(?<scheme>[a-zA-Z][a-zA-Z0-9+.-]*):\/\/)?(?<domain>\S+) wants you to sign in with your (?<chain>[^\n]+) account:$/

const required = [
  ['URI', 'uri'],
  ['Version', 'version'],
  ['Chain ID', 'chainId'],
  ['Nonce', 'nonce'],
  ['Issued At', 'issuedAt'],
] as const
const optional = [
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const

/**
 * Reads a CAIP-122 / EIP-4361 sign-in message strictly: every line in its place, nothing
 * unknown, every field valid. It never throws; a failure says which line is wrong, so a server
 * can answer it to the client as is.
 *
 * @example
 * const parsed = parseSiwxMessage(message)
 * if (!parsed.success) throw new Error(parsed.error) // "line 5: expected 'URI: …'"
 * parsed.data.chainId // 'eip155:1'
 */
export function parseSiwxMessage(message: string): ParseSiwxMessageReturnType {
  const fail = (error: string) => ({ success: false as const, error })
  if (message.includes('\r')) return fail('the message must use LF line breaks, not CR LF')
  const lines = message.split('\n')
  const at = (index: number) => lines[index]
  const match = header.exec(at(0) ?? '')
  if (!match?.groups)
    return fail("line 1: expected '<domain> wants you to sign in with your <chain> account:'")
  const { scheme, domain, chain } = match.groups as {
    scheme?: string
    domain: string
    chain: string
  }
  const accountAddress = at(1)
  if (!accountAddress) return fail('line 2: expected the account address')
  if (at(2) !== '') return fail('line 3: expected an empty line after the address')
  let index = 3
  let statement: string | undefined
  if (at(index) !== '') {
    statement = at(index)
    index++
    if (at(index) !== '')
      return fail(`line ${index + 1}: expected an empty line after the statement`)
  }
  index++

  const fields: Record<string, string> = {}
  for (const [label, key] of required) {
    const line = at(index)
    if (!line?.startsWith(`${label}: `)) return fail(`line ${index + 1}: expected '${label}: …'`)
    fields[key] = line.slice(label.length + 2)
    index++
  }
  for (const [label, key] of optional) {
    const line = at(index)
    if (!line?.startsWith(`${label}: `)) continue
    fields[key] = line.slice(label.length + 2)
    index++
  }
  let resources: string[] | undefined
  if (at(index) === 'Resources:') {
    resources = []
    index++
    while (at(index)?.startsWith('- ')) {
      resources.push(at(index)!.slice(2))
      index++
    }
  }
  if (index < lines.length)
    return fail(`line ${index + 1}: unexpected '${(at(index) ?? '').slice(0, 40)}'`)

  const data: SiwxMessageData = {
    domain,
    accountAddress,
    chainId: `${namespaceOfBlockchain(chain)}:${fields.chainId}`,
    uri: fields.uri!,
    version: fields.version as '1',
    nonce: fields.nonce!,
    issuedAt: fields.issuedAt!,
    ...(statement === undefined ? {} : { statement }),
    ...(fields.expirationTime === undefined ? {} : { expirationTime: fields.expirationTime }),
    ...(fields.notBefore === undefined ? {} : { notBefore: fields.notBefore }),
    ...(fields.requestId === undefined ? {} : { requestId: fields.requestId }),
    ...(resources?.length ? { resources } : {}),
    ...(scheme === undefined ? {} : { scheme }),
  }
  const problem = siwxMessageProblem(data)
  return problem ? fail(problem) : { success: true, data }
}

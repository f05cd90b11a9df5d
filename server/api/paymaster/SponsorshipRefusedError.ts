/** Which rule of the policy (or of the request) refused an operation: ERC-7677 error `data.rule`. */
export type SponsorshipRule =
  | 'target'
  | 'selector'
  | 'factory'
  | 'delegate'
  | 'userDailyCap'
  | 'totalBudget'
  | 'replayed'
  | 'chain'
  | 'entryPoint'
  | 'noPolicy'

/** JSON-RPC error code of every refusal (the server-defined range, as paymaster services use it). */
const sponsorshipRefusedCode = -32001

/**
 * The paymaster service will not sign this operation. The message is a sentence the wallet shows
 * as it is ("Sponsorship refused: …"); `rule` says which rule, for code.
 *
 * @example
 * throw new SponsorshipRefusedError('target', `${to} is not a contract this app sponsors.`)
 */
export class SponsorshipRefusedError extends Error {
  override name = 'SponsorshipRefusedError' as const
  constructor(
    readonly rule: SponsorshipRule,
    reason: string,
  ) {
    super(`Sponsorship refused: ${reason}`)
  }

  toRpcError() {
    return { code: sponsorshipRefusedCode, message: this.message, data: { rule: this.rule } }
  }
}

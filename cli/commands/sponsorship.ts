import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { services } from '@keyport/stack'
import * as z from 'zod'
import type { CliContext } from '../context.ts'
import { CliError } from '../errors.ts'
import { exitCodes } from '../exitCodes.ts'
import { parseOptions } from '../utils/parseOptions.ts'

const sponsorshipOptionsSchema = z.object({
  action: z
    .string()
    .pipe(z.enum(['show', 'set', 'usage'], { error: 'must be show, set <file> or usage' })),
  /** The policy file of `set` (JSON, the format of PUT /v1/sponsorship/policy). */
  file: z.string().min(1).optional(),
  /** The data API. @default KEYPORT_API_URL, else the local stack's */
  api: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL like http://127.0.0.1:4000' })
    .optional(),
  /** The project. @default KEYPORT_PROJECT_ID, else 'keyport-dev' */
  project: z
    .string()
    .regex(/^[\w.-]{1,100}$/, 'must be a project id like keyport-dev')
    .optional(),
  /** The project's secret key. @default KEYPORT_SECRET_KEY */
  secret: z.string().min(1, 'must not be empty').optional(),
})

export type SponsorshipOptions = z.input<typeof sponsorshipOptionsSchema>

class SponsorshipRequestError extends CliError {
  override name = 'SponsorshipRequestError' as const
  constructor(shortMessage: string, details?: string) {
    super(shortMessage, exitCodes.environment, { details })
  }
}

const help = 'keyport sponsorship --help'
const usage = (problem: string, hint: string) =>
  new CliError(problem, exitCodes.usage, { details: hint })

const wei = (value: string) => {
  const amount = BigInt(value)
  const whole = amount / 10n ** 18n
  const fraction = (amount % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '')
  return `${whole}${fraction ? `.${fraction}` : ''} ETH`
}

type Usage = {
  day: string
  userDailyCapWei: string
  totalBudgetWei: string
  spentWei: string
  remainingWei: string
  operations: number
  senders: { sender: string; spentTodayWei: string; operationsToday: number }[]
}

function readPolicyFile(file: string, cwd: string): unknown {
  const path = resolve(cwd, file)
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    throw usage(
      `Cannot read ${path}.`,
      'Pass a JSON policy file: keyport sponsorship set policy.json',
    )
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw usage(
      `${path} is not JSON: ${(error as Error).message}`,
      'See `keyport sponsorship show` for the format.',
    )
  }
}

/**
 * `keyport sponsorship show | set <file> | usage`: reads or sets a project's gas sponsorship
 * policy, or reads what its paymaster has spent, through the data API with the project's secret key.
 *
 * @example
 * await sponsorship({ action: 'usage', secret: 'sk_dev_keyport_local_only' }, context)
 */
export async function sponsorship(input: SponsorshipOptions, context: CliContext): Promise<void> {
  const options = parseOptions(sponsorshipOptionsSchema, input, {
    help,
    labels: { action: '<action>', file: '<file>' },
  })
  const api = (
    options.api ??
    (context.env.KEYPORT_API_URL || undefined) ??
    services(context.env).find((service) => service.name === 'api')!.url
  ).replace(/\/+$/, '')
  const project = options.project ?? (context.env.KEYPORT_PROJECT_ID || 'keyport-dev')
  const secret = options.secret ?? context.env.KEYPORT_SECRET_KEY
  if (!secret)
    throw usage(
      "The project's secret key is needed.",
      'Pass --secret <key> or set KEYPORT_SECRET_KEY (the local keyport-dev project: sk_dev_keyport_local_only).',
    )
  if (options.action === 'set' && !options.file)
    throw usage('<file>: set needs the policy file.', `Run \`${help}\` for the options.`)
  const body = options.action === 'set' ? readPolicyFile(options.file!, context.cwd) : undefined
  const path = options.action === 'usage' ? '/v1/sponsorship/usage' : '/v1/sponsorship/policy'
  const url = `${api}${path}?projectId=${encodeURIComponent(project)}`
  let response: Response
  try {
    response = await fetch(url, {
      method: options.action === 'set' ? 'PUT' : 'GET',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new SponsorshipRequestError(
      `The data API at ${api} does not answer.`,
      'Start the local stack (npm start), or pass --api <url> / set KEYPORT_API_URL.',
    )
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok) {
    const reasons = (answer.reasons as { description: string }[] | undefined) ?? []
    throw new SponsorshipRequestError(
      `The data API refused (${response.status}): ${reasons[0]?.description ?? 'no reason given'}`,
      reasons
        .slice(1)
        .map((reason) => reason.description)
        .join('\n') || undefined,
    )
  }
  if (options.action === 'usage') {
    const spent = answer as Usage
    context.out(`Sponsorship of ${project} (${spent.operations} operations signed)`)
    context.out(
      `  spent      ${wei(spent.spentWei)} of ${wei(spent.totalBudgetWei)} (${wei(spent.remainingWei)} left)`,
    )
    context.out(`  today      ${spent.day} (UTC), cap per user ${wei(spent.userDailyCapWei)}`)
    for (const sender of spent.senders)
      context.out(
        `  ${sender.sender}  ${wei(sender.spentTodayWei)} in ${sender.operationsToday} operations`,
      )
    return
  }
  // show prints the policy alone, so `show > policy.json`, an edit and `set policy.json` round-trip.
  if (options.action === 'set') context.out(`✓ Sponsorship policy of ${project} set.`)
  context.out(JSON.stringify(answer.policy, null, 2))
}

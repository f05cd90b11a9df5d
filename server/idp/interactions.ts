import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import * as z from 'zod'
import { ApiError } from '../api/http/ApiError.ts'
import { readFormBody } from '../api/http/readFormBody.ts'
import { escapeHtml } from '../api/onramp/escapeHtml.ts'
import { parseInput, renderPage, sendHtml } from './idpHttp.ts'

const loginForm = z.object({
  login: z
    .string()
    .trim()
    .min(1, 'Enter a login, e.g. ada or ada@example.com')
    .max(128)
    .regex(/^[^\s<>"'&]+$/, 'Expected a login without spaces, e.g. ada or ada@example.com'),
  password: z.string().max(256),
})

const path = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|confirm|abort))?$/

/**
 * The dev login and consent pages, our own instead of oidc-provider's devInteractions (whose
 * pages import a font from fonts.googleapis.com): they load nothing from any other host. Any
 * login and password sign in; the login names the account.
 *
 * Returns false when the request is not an interaction route.
 */
export function handleInteraction(
  provider: Provider,
  request: IncomingMessage,
  response: ServerResponse,
  /** Origins the redirects after a submitted form reach (the client's redirect URI). */
  formTargets: readonly string[],
): false | Promise<void> {
  const url = new URL(request.url ?? '/', 'http://idp.local')
  const match = path.exec(url.pathname)
  if (!match) return false
  const [, uid, action] = match as unknown as [string, string, string | undefined]
  const page = (status: number, title: string, body: string) =>
    sendHtml(response, status, renderPage(title, body), formTargets)
  return (async () => {
    try {
      if (!action && request.method === 'GET') {
        const details = await provider.interactionDetails(request, response)
        if (details.uid !== uid) throw new ApiError(400, 'interaction_mismatch', 'Wrong login.')
        const client = escapeHtml(String(details.params.client_id ?? ''))
        if (details.prompt.name === 'login')
          return page(
            200,
            'Sign-in',
            `<h1>Sign-in</h1><p>Dev login for <strong>${client}</strong>: any login and password.</p><form method="post" action="/interaction/${uid}/login"><label for="login">Login</label><input id="login" name="login" autocomplete="username" required autofocus><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required><button type="submit">Sign-in</button></form><form method="post" action="/interaction/${uid}/abort"><button type="submit" class="secondary">Cancel</button></form>`,
          )
        if (details.prompt.name === 'consent')
          return page(
            200,
            'Authorize',
            `<h1>Authorize</h1><p><strong>${client}</strong> asks for your identity, email and profile.</p><form method="post" action="/interaction/${uid}/confirm"><button type="submit" autofocus>Continue</button></form><form method="post" action="/interaction/${uid}/abort"><button type="submit" class="secondary">Cancel</button></form>`,
          )
        throw new ApiError(400, 'prompt_unknown', `This dev login cannot ${details.prompt.name}.`)
      }
      if (request.method !== 'POST' || !action)
        throw new ApiError(405, 'method_not_allowed', `${request.method} is not allowed here.`)
      const form = await readFormBody(request, 8_192)
      const details = await provider.interactionDetails(request, response)
      if (details.uid !== uid) throw new ApiError(400, 'interaction_mismatch', 'Wrong login.')
      if (action === 'abort') {
        await provider.interactionFinished(
          request,
          response,
          { error: 'access_denied', error_description: 'End-User aborted interaction' },
          { mergeWithLastSubmission: false },
        )
        return
      }
      if (action === 'login') {
        if (details.prompt.name !== 'login')
          throw new ApiError(400, 'prompt_mismatch', 'This login is past its sign-in step.')
        const { login } = parseInput(loginForm, form, 'body')
        await provider.interactionFinished(
          request,
          response,
          { login: { accountId: login } },
          { mergeWithLastSubmission: false },
        )
        return
      }
      if (details.prompt.name !== 'consent' || !details.session?.accountId)
        throw new ApiError(400, 'prompt_mismatch', 'This login is not at its consent step.')
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({
            accountId: details.session.accountId,
            clientId: String(details.params.client_id),
          })
      if (!grant) throw new ApiError(400, 'grant_missing', 'This login has expired.')
      const missing = details.prompt.details as {
        missingOIDCScope?: string[]
        missingOIDCClaims?: string[]
      }
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
      await provider.interactionFinished(
        request,
        response,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      )
    } catch (error) {
      if (response.headersSent) return
      const known = error instanceof ApiError
      if (!known && (error as Error).name !== 'SessionNotFound')
        console.error('[idp] interaction', error)
      // interactionDetails throws SessionNotFound when the login cookie is gone or expired.
      const message = known
        ? error.message
        : 'This login has expired or was already finished. Go back to the app and start again.'
      page(
        known ? error.status : 400,
        'Sign-in failed',
        `<h1>Sign-in failed</h1><p class="error">${escapeHtml(message)}</p>`,
      )
    }
  })()
}

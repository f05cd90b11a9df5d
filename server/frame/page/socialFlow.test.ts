import { describe, expect, test } from 'vitest'
import { pendingSocialFlow, SOCIAL_RESULT_CHANNEL, socialResultOf } from './socialFlow.ts'

const frameOrigin = 'http://frame.test'
const authorizationUri = 'http://idp.test/auth?client_id=c&state=flow-state-0123456789&nonce=n'
const callback = (state: string) => `${frameOrigin}/social/callback?code=the-code&state=${state}`
const popup = {} as Window

// The frame finishes only the social login it started itself, and only from its own callback page:
// the app's page can neither hand it a result nor receive one.
describe('socialResultOf', () => {
  const message = (origin: string, resultUri: unknown, channel = SOCIAL_RESULT_CHANNEL) => ({
    origin,
    data: { channel, resultUri },
  })

  test('behavior: the callback page of the frame origin is heard', () => {
    const uri = callback('s')
    expect(socialResultOf(message(frameOrigin, uri), frameOrigin)).toBe(uri)
  })

  test('attack: the app page (another origin) cannot hand the frame a callback URL', () => {
    expect(socialResultOf(message('http://app.test', callback('s')), frameOrigin)).toBeUndefined()
  })

  test('attack: a URL that is not the frame origin’s callback page is refused', () => {
    for (const uri of [
      'http://evil.test/social/callback?code=c&state=s',
      `${frameOrigin}/export?code=c&state=s`,
      'not a url',
      42,
    ])
      expect(socialResultOf(message(frameOrigin, uri), frameOrigin)).toBeUndefined()
    expect(
      socialResultOf(message(frameOrigin, callback('s'), 'keyport:other'), frameOrigin),
    ).toBeUndefined()
    expect(
      socialResultOf(message(frameOrigin, `${callback('s')}${'x'.repeat(5000)}`), frameOrigin),
    ).toBeUndefined()
  })
})

describe('pendingSocialFlow', () => {
  test('behavior: the flow’s own callback is taken once', async () => {
    const flow = pendingSocialFlow(authorizationUri)
    expect(flow.state).toBe('flow-state-0123456789')
    expect(flow.accept(callback('flow-state-0123456789'), popup)).toBe(true)
    expect(flow.accept(callback('flow-state-0123456789'), popup)).toBe(false)
    await expect(flow.result).resolves.toEqual({
      uri: callback('flow-state-0123456789'),
      popup,
    })
  })

  test('attack: the callback of a login someone else started (another state) is not taken', () => {
    const flow = pendingSocialFlow(authorizationUri)
    expect(flow.accept(callback('the-attacker-state'), popup)).toBe(false)
    expect(flow.accept(`${frameOrigin}/social/callback?code=c`, popup)).toBe(false)
  })

  test('behavior: a replaced flow ends its wait with the reason and takes nothing after', async () => {
    const flow = pendingSocialFlow(authorizationUri)
    flow.cancel(new Error('This login was replaced by a newer one.'))
    await expect(flow.result).rejects.toThrow('This login was replaced by a newer one.')
    expect(flow.accept(callback('flow-state-0123456789'), popup)).toBe(false)
  })

  test('behavior: an authorization URL without a state is refused', () => {
    expect(() => pendingSocialFlow('http://idp.test/auth?nonce=n')).toThrow(
      'This login could not be started safely. Try again.',
    )
  })
})

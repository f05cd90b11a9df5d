import { describe, expect, test } from 'vitest'
import { assertSiwxAuthenticateNamespaces } from './assertSiwxAuthenticateNamespaces.ts'

describe('assertSiwxAuthenticateNamespaces', () => {
  test('behavior: one namespace, eip155, passes however many chains use it', () => {
    expect(() => assertSiwxAuthenticateNamespaces(['eip155', 'eip155'])).not.toThrow()
  })

  test.each([[[]], [['solana']], [['eip155', 'solana']], [['bip122', 'eip155', 'eip155']]])(
    'behavior: %j is refused with the spec text',
    (namespaces) => {
      expect(() => assertSiwxAuthenticateNamespaces(namespaces)).toThrow(
        expect.objectContaining({
          name: 'SiwxNamespaceUnsupportedError',
          shortMessage:
            'SIWX on the provider-authenticate path requires exactly one chain namespace (eip155).',
        }),
      )
    },
  )
})

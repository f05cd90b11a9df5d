// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import Page from './page'
import { Providers } from './providers'

describe('Page on the server', () => {
  test('behavior: renders Connect Wallet without a browser', () => {
    const html = renderToString(
      <Providers initialState={undefined}>
        <Page />
      </Providers>,
    )
    expect(html).toContain('Connect Wallet')
  })
})

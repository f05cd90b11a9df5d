// The server side of the hydration tests, run as its own Node process as a server would be (no
// DOM, its own React): prints the HTML for each initial state in the JSON array in argv[2]
// (`null` for none), as a JSON array.
import { cookieStorage, type KeyportInitialState } from '@keyport/kernel'
import { ConnectButton, createKeyport, KeyportProvider } from '@keyport/kernel/react'
import { renderToReadableStream } from 'react-dom/server'
import { connectPlugin } from '../index.ts'
import { testNetworks } from '../views/testing/fakeConnect.ts'

const states = JSON.parse(process.argv[2] ?? '[]') as (KeyportInitialState | null)[]
const keyport = createKeyport({
  logLevel: 'silent',
  themeMode: 'system',
  // A host's own German text, present from the start: the server can render it.
  messages: { de: { 'button.connect': 'Wallet verbinden' } },
  ssrStorage: cookieStorage(),
  plugins: [connectPlugin({ networks: testNetworks })],
})

async function render(initialState: KeyportInitialState | null): Promise<string> {
  const stream = await renderToReadableStream(
    <KeyportProvider keyport={keyport} initialState={initialState ?? undefined}>
      <ConnectButton />
    </KeyportProvider>,
  )
  await stream.allReady
  return new Response(stream).text()
}

const pages: string[] = []
for (const state of states) pages.push(await render(state))
process.stdout.write(JSON.stringify(pages))

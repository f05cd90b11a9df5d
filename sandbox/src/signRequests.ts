/** The typed data the sandbox asks a wallet to sign (EIP-712), so tests can verify it. */
export const sandboxTypedData = {
  domain: { name: 'Keyport sandbox', version: '1', chainId: 1 },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Greeting: [
      { name: 'text', type: 'string' },
      { name: 'from', type: 'address' },
    ],
  },
  primaryType: 'Greeting',
} as const

/** The message the sandbox asks a wallet to sign with personal_sign. */
export const sandboxMessage = 'Hello from the Keyport sandbox'

/** UTF-8 text as 0x hex, as personal_sign takes it. */
export const toHex = (text: string) =>
  `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`

import { describe, expect, test } from 'vitest'
import { solanaDevnet, solanaMainnet } from '../connectors/solanaNetworks.ts'
import { proposalNamespaces } from './proposalNamespaces.ts'
import { solanaSessionAccounts } from './solanaSessionAccounts.ts'
import {
  flush,
  mainnet,
  setupSolanaConnector,
  solanaAddress,
} from './testing/setupSolanaConnector.ts'

describe('proposalNamespaces', () => {
  test('behavior: an EVM-only app asks for eip155 alone, exactly as before', () => {
    expect(proposalNamespaces([mainnet])).toEqual({
      eip155: {
        chains: ['eip155:1'],
        methods: [
          'personal_sign',
          'eth_signTypedData_v4',
          'eth_sendTransaction',
          'wallet_switchEthereumChain',
          'wallet_addEthereumChain',
        ],
        events: ['chainChanged', 'accountsChanged'],
      },
    })
  })

  test('behavior: a Solana app also asks for solana: its CAIP-2 ids and the four Solana methods', () => {
    expect(proposalNamespaces([mainnet], [solanaMainnet, solanaDevnet]).solana).toEqual({
      chains: [
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      ],
      methods: [
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
      ],
      events: [],
    })
  })

  test('behavior: an app without EVM networks asks for solana alone (sign-client refuses empty chains)', () => {
    expect(Object.keys(proposalNamespaces([], [solanaMainnet]))).toEqual(['solana'])
  })

  test('behavior: the connector proposes them as optional namespaces', async () => {
    const evmOnly = setupSolanaConnector({ solana: false })
    void evmOnly.connector.connect().catch(() => {})
    const solana = setupSolanaConnector()
    void solana.connector.connect().catch(() => {})
    await flush()
    const optional = (fake: typeof evmOnly.fake) =>
      Object.keys(
        (fake.proposals[0]!.params as { optionalNamespaces: Record<string, unknown> })
          .optionalNamespaces,
      )
    expect(optional(evmOnly.fake)).toEqual(['eip155'])
    expect(optional(solana.fake)).toEqual(['eip155', 'solana'])
  })
})

describe('solanaSessionAccounts', () => {
  const other = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
  const caip = (address: string, ref = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') =>
    `solana:${ref}:${address}`

  test('behavior: base58 addresses once in the wallet’s order, CAIP-2 chains, methods kept', () => {
    expect(
      solanaSessionAccounts(
        {
          accounts: [
            caip(solanaAddress),
            caip(solanaAddress, 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'),
            caip(other),
            'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          ],
          methods: ['solana_signMessage'],
        },
        'Phone Wallet',
      ),
    ).toEqual({
      accounts: [solanaAddress, other],
      chains: [
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      ],
      methods: ['solana_signMessage'],
    })
    expect(solanaSessionAccounts(undefined, 'Phone Wallet')).toEqual({
      accounts: [],
      chains: [],
      methods: [],
    })
  })

  test.each([
    ['a 0x address', caip('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')],
    ['a character outside base58 (0)', caip(`0${solanaAddress.slice(1)}`)],
    ['too short', caip('oeYf6KAJ')],
    ['no address', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['an extra part', `${caip(solanaAddress)}:x`],
  ])('behavior: %s refuses the session with a clear error', (_, account) => {
    expect(() =>
      solanaSessionAccounts({ accounts: [account], methods: [] }, 'Phone Wallet'),
    ).toThrow(
      expect.objectContaining({
        name: 'WalletAnswerInvalidError',
        shortMessage:
          'Phone Wallet sent an answer we could not read. Try again or use another wallet.',
        details: expect.stringContaining(account),
      }),
    )
  })
})

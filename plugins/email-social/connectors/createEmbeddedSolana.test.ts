import { connectionToken, connectorsToken, connectPlugin, solanaMainnet } from '@keyport/connect'
import { testNetworks } from '@keyport/connect/testing'
import {
  createFakeFrame,
  createTestKernel,
  provideFakeFrameTransport,
} from '@keyport/kernel/testing'
import { getBase58Decoder, getBase58Encoder } from '@solana/codecs-strings'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { describe, expect, test } from 'vitest'
import { emailSocialPlugin } from '../index.ts'

const evm = '0x00000000000000000000000000000000000000aa'
const solana = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const signature = getBase58Decoder().decode(new Uint8Array(64).fill(9))
const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes))

type Features = SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** The plugins with a scripted frame: a logged-in user whose wallet has both accounts. */
function start() {
  const fake = createFakeFrame()
  const kernel = createTestKernel({
    plugins: [
      connectPlugin({ networks: testNetworks, solanaNetworks: [solanaMainnet] }),
      emailSocialPlugin(),
    ],
    options: { projectId: 'keyport-dev', frameUrl: fake.origin },
    overrides: [provideFakeFrameTransport(fake)],
  })
  fake.answer('GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => ({
    ok: true,
    payload: { smartAccountEnabledNetworks: [] },
  }))
  // As the frame does: the Solana address only when the user is asked for on a Solana network.
  fake.answer('GET_USER', (request) => {
    const { chainId } = request.payload as { chainId?: number | string }
    const onSolana = String(chainId).startsWith('solana:')
    return {
      ok: true,
      payload: {
        address: evm,
        chainId: 1,
        email: 'ada@example.com',
        ...(onSolana && { solanaAddress: solana }),
      },
    }
  })
  const rpc = () =>
    fake
      .requests()
      .filter((request) => request.type === 'RPC_REQUEST')
      .map((request) => request.payload)
  return { fake, kernel, rpc }
}

async function connectSolana(kernel: ReturnType<typeof start>['kernel']) {
  const connection = kernel.resolve(connectionToken)
  await connection.connect('auth')
  await connection.connect('auth', { namespace: 'solana' })
  const side = kernel.resolve(connectorsToken).get('auth')!.solana!
  const features = side.wallet.features as Features
  return { connection, side, features, account: side.wallet.accounts[0]! }
}

describe('createEmbeddedSolana', () => {
  test('behavior: the connection switches to the Solana namespace with the address the frame reports', async () => {
    const { kernel, fake } = start()
    const { connection, account } = await connectSolana(kernel)
    const asked = fake.requests().filter((request) => request.type === 'GET_USER')
    expect(asked.map((request) => (request.payload as { chainId: unknown }).chainId)).toEqual([
      1,
      solanaMainnet.caipNetworkId,
    ])
    expect(connection.state).toMatchObject({
      status: 'connected',
      connectorId: 'auth',
      namespace: 'solana',
      caipAddress: `${solanaMainnet.caipNetworkId}:${solana}`,
      solanaAccounts: [solana],
    })
    expect(account.publicKey).toEqual(new Uint8Array(getBase58Encoder().encode(solana)))
    expect(account.features).toContain('solana:signAndSendTransaction')
  })

  test('behavior: solana:signMessage asks the frame for solana_signMessage with the base58 message and pubkey', async () => {
    const { fake, kernel, rpc } = start()
    fake.answerRpc('solana_signMessage', () => ({ ok: true, payload: { signature } }))
    const { features, account } = await connectSolana(kernel)
    const message = new TextEncoder().encode('hello')
    const [output] = await features['solana:signMessage'].signMessage({ account, message })
    expect(rpc()).toEqual([
      {
        method: 'solana_signMessage',
        params: { message: getBase58Decoder().decode(message), pubkey: solana },
        chainId: solanaMainnet.caipNetworkId,
      },
    ])
    expect(output!.signature).toEqual(new Uint8Array(64).fill(9))
    expect(output!.signedMessage).toEqual(message)
  })

  test('behavior: one transaction is solana_signTransaction, several are one solana_signAllTransactions', async () => {
    const { fake, kernel, rpc } = start()
    fake.answerRpc('solana_signTransaction', () => ({
      ok: true,
      payload: { transaction: base64([1, 2, 3]) },
    }))
    fake.answerRpc('solana_signAllTransactions', () => ({
      ok: true,
      payload: { transactions: [base64([4]), base64([5])] },
    }))
    const { features, account } = await connectSolana(kernel)
    const sign = features['solana:signTransaction'].signTransaction
    const [one] = await sign({ account, transaction: new Uint8Array([7]) })
    expect(one!.signedTransaction).toEqual(new Uint8Array([1, 2, 3]))
    const both = await sign(
      { account, transaction: new Uint8Array([8]), chain: 'solana:devnet' },
      {
        account,
        transaction: new Uint8Array([9]),
        chain: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      },
    )
    expect(both.map((o) => [...o.signedTransaction])).toEqual([[4], [5]])
    expect(rpc()).toEqual([
      {
        method: 'solana_signTransaction',
        params: { transaction: base64([7]) },
        chainId: solanaMainnet.caipNetworkId,
      },
      {
        method: 'solana_signAllTransactions',
        params: { transactions: [base64([8]), base64([9])] },
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      },
    ])
  })

  test('behavior: solana:signAndSendTransaction passes the send options and shows the frame over the app while it waits', async () => {
    const { fake, kernel, rpc } = start()
    let visibleWhileAsked = false
    fake.answerRpc('solana_signAndSendTransaction', () => {
      visibleWhileAsked = fake.state.visible
      return { ok: true, payload: { signature } }
    })
    const { features, account } = await connectSolana(kernel)
    const [output] = await features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction: new Uint8Array([1]),
      // A CAIP-2 id names the network as well as a Wallet Standard chain does.
      chain: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      options: { skipPreflight: true },
    })
    expect(output!.signature).toEqual(new Uint8Array(64).fill(9))
    expect(rpc()[0]).toEqual({
      method: 'solana_signAndSendTransaction',
      params: { transaction: base64([1]), options: { skipPreflight: true } },
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    })
    expect(visibleWhileAsked).toBe(true)
    expect(fake.state.visible).toBe(false)
  })

  test('behavior: the frame declining is a 4001 rejection; another account is refused without asking', async () => {
    const { fake, kernel, rpc } = start()
    fake.answerRpc('solana_signMessage', () => ({ ok: false, message: 'Signature declined' }))
    const { features, account } = await connectSolana(kernel)
    const message = new Uint8Array([1])
    await expect(
      features['solana:signMessage'].signMessage({ account, message }),
    ).rejects.toMatchObject({ code: 4001, shortMessage: 'Signature declined' })
    const stranger = { ...account, address: '11111111111111111111111111111111' }
    await expect(
      features['solana:signMessage'].signMessage({ account: stranger, message }),
    ).rejects.toThrow('The embedded wallet is not connected as 11111111111111111111111111111111.')
    expect(rpc()).toHaveLength(1)
  })
})

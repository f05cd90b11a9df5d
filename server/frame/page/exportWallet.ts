import { FRAME_CHANNEL } from '@keyport/kernel/frame'
import { getBase58Decoder } from '@solana/kit'
import { createAuthApi } from './authApi.ts'
import { devicePublicKey } from './deviceKey.ts'
import { qrImage, startFarcasterExport } from './exportFarcaster.ts'
import { deviceId } from './frameStorage.ts'
import { exportPrivateKey } from './keyVault.ts'
import { startSocialFlow } from './startSocialFlow.ts'

// The export window (docs/security.md, "The user owns the key"): a popup on the frame's own
// origin, opened by the app. It shows the private key only here, after a fresh emailed code or a
// social re-login (this window goes to the provider and comes back to /export itself), and tells
// the app (at its exact origin) only that an export happened. A Farcaster re-login is shown and
// polled here too (exportFarcaster.ts).
const root = document.getElementById('keyport-export')!
const appOrigin = root.dataset.appOrigin
const providers = (root.dataset.providers ?? '').split(' ').filter(Boolean)
const farcaster = root.dataset.farcaster === 'on'
// The wallet the app asked to export: a social re-login must be the account that owns it.
const expectedAddress = new URLSearchParams(location.search).get('address') ?? ''
const returnKey = 'keyport-export:return'
const providerNames: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}
const api = createAuthApi(root.dataset.projectId ?? '')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, string | boolean> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node: HTMLElementTagNameMap[K] = document.createElement(tag)
  Object.assign(node, props)
  node.append(...children)
  return node
}

const alert = element('p', { className: 'error' })
alert.setAttribute('role', 'alert')
const show = (...nodes: Node[]) => {
  alert.textContent = ''
  root.replaceChildren(
    element('h1', {}, 'Export wallet'),
    element(
      'p',
      { className: 'warning' },
      'Your private key controls your wallet and everything in it. Anyone who sees it can take your funds. Never share it or paste it into a website.',
    ),
    ...nodes,
    alert,
  )
}
const fail = (error: unknown) => {
  alert.textContent = error instanceof Error ? error.message : 'An error occurred'
}

function field(label: string, input: HTMLInputElement) {
  input.id = `field-${label.toLowerCase()}`
  return [element('label', { htmlFor: input.id }, label), input]
}

function askEmail() {
  const email = element('input', { type: 'email', required: true, autocomplete: 'email' })
  const form = element(
    'form',
    {},
    ...field('Email', email),
    element('button', { type: 'submit', className: 'primary' }, 'Send code'),
  )
  form.onsubmit = (event) => {
    event.preventDefault()
    devicePublicKey()
      .then((key) =>
        api<{ loginId: string; action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }>('/v1/email/start', {
          email: email.value,
          deviceId: deviceId(),
          devicePublicKey: key,
        }),
      )
      .then(async ({ loginId, action }) => {
        if (action === 'VERIFY_DEVICE') {
          show(
            element(
              'p',
              {},
              'Approve this device with the link we emailed you, then come back here.',
            ),
          )
          while (
            !(
              await api<{ approved: boolean }>('/v1/email/device', {
                loginId,
                deviceId: deviceId(),
              })
            ).approved
          )
            await sleep(1000)
        }
        askCode(loginId)
      })
      .catch(fail)
  }
  show(element('p', {}, 'Log in again to see your private key.'), form, ...socialButtons())
}

/** "Continue with …" for each configured provider, when the app named the wallet to export. */
function socialButtons(): Node[] {
  if (!/^0x[0-9a-fA-F]{40}$/.test(expectedAddress)) return []
  return [...providerButtons(), ...(farcaster ? [farcasterButton()] : [])]
}

function providerButtons(): Node[] {
  return providers.map((provider) => {
    const button = element(
      'button',
      { type: 'button' },
      `Continue with ${providerNames[provider] ?? provider}`,
    )
    button.onclick = () => {
      button.disabled = true
      startSocialFlow(api, { provider, appOrigin: appOrigin ?? '', purpose: 'export' })
        .then(({ uri }) => {
          // The callback page finds this and brings the result back here, in this window.
          sessionStorage.setItem(returnKey, location.search)
          location.assign(uri)
        })
        .catch((error: unknown) => {
          button.disabled = false
          fail(error)
        })
    }
    return button
  })
}

/** "Continue with Farcaster": this window shows the sign-in link and polls it itself. */
function farcasterButton(): Node {
  const button = element('button', { type: 'button' }, 'Continue with Farcaster')
  button.onclick = () => {
    button.disabled = true
    let stopped = false
    startFarcasterExport(api, { appOrigin: appOrigin ?? '', expectedAddress }, () => stopped)
      .then(({ url, session }) => {
        const back = element('button', { type: 'button' }, 'Back')
        back.onclick = () => {
          stopped = true
          askEmail()
        }
        const waiting = element('p', {}, 'Waiting for you to sign in…')
        waiting.setAttribute('role', 'status')
        show(
          element('h2', {}, 'Log in with Farcaster'),
          element(
            'p',
            {},
            'Scan the code with your phone or open the link, then sign in with the Farcaster account you connected with.',
          ),
          qrImage(url, 'Log in with Farcaster'),
          element('a', { href: url, target: '_blank', rel: 'noreferrer' }, 'Open sign-in link'),
          waiting,
          back,
        )
        return session
      })
      .then(async (signedIn) => {
        // Signed in just as the user went back: end that session, show nothing.
        if (signedIn && stopped) await signOut(signedIn.token)
        else if (signedIn) {
          show(element('p', {}, 'Checking your login…'))
          await showKey(signedIn)
        }
      })
      .catch((error: unknown) => {
        if (stopped) return
        askEmail()
        fail(error)
      })
  }
  return button
}

/** Back from the provider: finish the re-login here, as the wallet's own account only. */
function finishSocial(uri: string) {
  show(element('p', {}, 'Checking your login…'))
  api<{ token: string; user: { id: string } }>('/v1/social/finish', {
    uri,
    deviceId: deviceId(),
    purpose: 'export',
    expectedAddress,
  })
    .then(showKey)
    .catch((error: unknown) => {
      askEmail()
      fail(error)
    })
}

const signOut = (token: string) => api('/v1/session/sign-out', { token }).catch(() => undefined)

/**
 * A re-login's session (social or Farcaster): binds this window's device key, rebuilds the named
 * wallet's key as the frame does, shows it, and ends the session.
 */
async function showKey({ token, user }: { token: string; user: { id: string } }) {
  try {
    const keys = await exportPrivateKey(api, token, user.id)
    if (keys.address.toLowerCase() !== expectedAddress.toLowerCase())
      throw new Error('This account does not own the wallet you are exporting.')
    reveal(keys)
  } finally {
    await signOut(token)
  }
}

function askCode(loginId: string) {
  const otp = element('input', {
    inputMode: 'numeric',
    autocomplete: 'one-time-code',
    required: true,
  })
  const form = element(
    'form',
    {},
    ...field('Code', otp),
    element('button', { type: 'submit', className: 'primary' }, 'Show private key'),
  )
  form.onsubmit = (event) => {
    event.preventDefault()
    api<{ token: string; user: { id: string } }>('/v1/email/verify', {
      loginId,
      deviceId: deviceId(),
      otp: otp.value,
    })
      .then(async ({ token, user }) => {
        const keys = await exportPrivateKey(api, token, user.id)
        // This window's session served its purpose: end it now.
        await signOut(token)
        reveal(keys)
      })
      .catch(fail)
  }
  show(element('p', {}, 'Enter the code we emailed you.'), form)
}

/** A key with its Copy button and the status line Copy reports to. */
function keyBlock(id: string, value: string, label?: string) {
  const status = element('p')
  status.setAttribute('role', 'status')
  const copy = element('button', { type: 'button', className: 'primary' }, 'Copy')
  if (label) copy.setAttribute('aria-label', `Copy ${label}`)
  copy.onclick = () =>
    navigator.clipboard.writeText(value).then(
      () => {
        status.textContent = 'Copied'
      },
      () => {
        status.textContent = 'Could not copy. Select the key and copy it.'
      },
    )
  return [element('code', { id }, value), copy, status]
}

/**
 * Shows both keys: the EVM private key (hex) and the Solana account's secret key as base58 of
 * its 64 bytes (seed and public key), the form Phantom, Solflare and Backpack import.
 */
function reveal({
  privateKey,
  solanaSecretKey,
}: {
  privateKey: string
  solanaSecretKey: Uint8Array
}) {
  const solana = getBase58Decoder().decode(solanaSecretKey)
  solanaSecretKey.fill(0)
  show(
    element('h2', {}, 'Private key'),
    ...keyBlock('private-key', privateKey),
    element('h2', {}, 'Solana private key'),
    element('p', {}, 'Base58, as Phantom, Solflare and Backpack import it ("Import private key").'),
    ...keyBlock('solana-private-key', solana, 'Solana private key'),
  )
  if (appOrigin && window.opener)
    (window.opener as Window).postMessage(
      { channel: FRAME_CHANNEL, kind: 'event', type: 'WALLET_EXPORTED', payload: {} },
      appOrigin,
    )
}

const socialResult = location.hash.startsWith('#social=')
  ? decodeURIComponent(location.hash.slice('#social='.length))
  : undefined
// The callback URL carries a one-time code: off the address bar and history at once.
if (location.hash) history.replaceState(null, '', location.pathname + location.search)
if (appOrigin && socialResult) finishSocial(socialResult)
else if (appOrigin) askEmail()
else show(element('p', {}, 'This app may not use this wallet. Close this window.'))

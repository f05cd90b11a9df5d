import { qrPath } from '@keyport/kernel/react/qr'
import type { AuthApi } from './authApi.ts'
import { devicePublicKey } from './deviceKey.ts'
import { deviceId } from './frameStorage.ts'

type Session = { token: string; user: { id: string } }
type Poll = { state: 'pending' } | ({ state: 'completed' } & Session)

const svg = 'http://www.w3.org/2000/svg'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The export window's own Farcaster sign-in: started with purpose `export`, so the auth service
 * polls it only as one and opens a session only for the fid that owns `expectedAddress`. The
 * window polls it itself; nothing of it goes to the app. `stopped()` ends the polling (Back).
 */
export async function startFarcasterExport(
  api: AuthApi,
  { appOrigin, expectedAddress }: { appOrigin: string; expectedAddress: string },
  stopped: () => boolean,
): Promise<{ url: string; session: Promise<Session | undefined> }> {
  const { loginId, url } = await api<{ loginId: string; url: string }>('/v1/farcaster/start', {
    deviceId: deviceId(),
    devicePublicKey: await devicePublicKey(),
    appOrigin,
    purpose: 'export',
  })
  const session = (async () => {
    while (!stopped()) {
      const answer = await api<Poll>('/v1/farcaster/status', {
        loginId,
        deviceId: deviceId(),
        purpose: 'export',
        expectedAddress,
      })
      if (answer.state === 'completed') return { token: answer.token, user: answer.user }
      await sleep(1000)
    }
    return undefined
  })()
  return { url, session }
}

/** The sign-in link as a QR code: one SVG path, dark on white, named for screen readers. */
export function qrImage(value: string, label: string): SVGSVGElement {
  const { size, d } = qrPath(value)
  const image = document.createElementNS(svg, 'svg')
  image.setAttribute('role', 'img')
  image.setAttribute('aria-label', label)
  image.setAttribute('width', '200')
  image.setAttribute('height', '200')
  image.setAttribute('viewBox', `0 0 ${size} ${size}`)
  image.setAttribute('shape-rendering', 'crispEdges')
  const path = document.createElementNS(svg, 'path')
  path.setAttribute('d', d)
  path.setAttribute('fill', '#000')
  image.append(path)
  return image
}

import type { FrameRequestPayload } from '../frame/frameMessages'
import type { KeyportOptions } from './KeyportOptions'

/** SYNC_DAPP_DATA's payload, with the app's sponsorship option (issue 32, seam 3). */
type FrameDappData = FrameRequestPayload<'SYNC_DAPP_DATA'>

/**
 * What the secure frame is told about the app once it says READY: the project, the SDK, the
 * metadata, and who pays the gas (`sponsorship`, copied so the frame gets plain data).
 *
 * @example
 * frameDappData({ projectId: 'keyport-dev', sponsorship: 'keyport' })
 * // { projectId: 'keyport-dev', sdkType: undefined, sdkVersion: undefined, metadata: undefined, sponsorship: 'keyport' }
 */
export function frameDappData(options: Readonly<KeyportOptions>): FrameDappData {
  const { projectId = '', metadata, sdkType, sdkVersion, sponsorship } = options
  return {
    projectId,
    sdkType,
    sdkVersion,
    metadata: metadata && { ...metadata, icons: [...metadata.icons] },
    ...(sponsorship && {
      sponsorship: sponsorship === 'keyport' ? sponsorship : { url: sponsorship.url },
    }),
  }
}

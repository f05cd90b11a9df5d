import type { FrameRequestPayload } from '../frame/frameMessages'
import type { KeyportOptions } from './KeyportOptions'

/** SYNC_DAPP_DATA's payload, with the app's sponsorship (issue 32) and delegation (issue 33) options. */
type FrameDappData = FrameRequestPayload<'SYNC_DAPP_DATA'>

/**
 * What the secure frame is told about the app once it says READY: the project, the SDK, the
 * metadata, who pays the gas (`sponsorship`) and which EIP-7702 delegates the app allows
 * (`delegation`), each copied so the frame gets plain data.
 *
 * @example
 * frameDappData({ projectId: 'keyport-dev', sponsorship: 'keyport' })
 * // { projectId: 'keyport-dev', sdkType: undefined, sdkVersion: undefined, metadata: undefined, sponsorship: 'keyport' }
 */
export function frameDappData(options: Readonly<KeyportOptions>): FrameDappData {
  const { projectId = '', metadata, sdkType, sdkVersion, sponsorship, delegation } = options
  return {
    projectId,
    sdkType,
    sdkVersion,
    metadata: metadata && { ...metadata, icons: [...metadata.icons] },
    ...(sponsorship && {
      sponsorship: sponsorship === 'keyport' ? sponsorship : { url: sponsorship.url },
    }),
    ...(delegation && {
      delegation: { ...delegation, allow: delegation.allow && [...delegation.allow] },
    }),
  }
}

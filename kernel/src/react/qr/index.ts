export { QrCode, type QrCodeProps } from './QrCode'
export { type QrPath, qrPath } from './qrPath'

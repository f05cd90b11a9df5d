import decodeQR from 'qr/decode.js'

/**
 * Reads the text of a QR code in an image file (a screenshot of the modal's code), as a phone's
 * camera would.
 *
 * @example
 * const uri = await decodeQrImage(input.files[0])
 */
export async function decodeQrImage(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file)
  const canvas = document.createElement('canvas')
  canvas.width = bitmap.width
  canvas.height = bitmap.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This browser cannot read images.')
  context.drawImage(bitmap, 0, 0)
  const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height)
  return decodeQR({ width, height, data })
}

// Tests read a drawn QR code back: the SVG path's dark modules (ui/components/qr-code.tsx draws one
// `M{x} {y}h1v1h-1z` square per module) as an RGBA image for `qr/decode`.
import decodeQR from 'qr/decode.js'

export function bitmapOfQrPath(d: string, size: number, scale = 4) {
  const width = size * scale
  const data = new Uint8ClampedArray(width * width * 4).fill(255)
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)/g)) {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const i = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4
        data[i] = data[i + 1] = data[i + 2] = 0
      }
  }
  return { width, height: width, data }
}

/** The text a drawn QR code carries: its path and its viewBox size. */
export const decodeQrPath = (d: string, size: number): string => decodeQR(bitmapOfQrPath(d, size))

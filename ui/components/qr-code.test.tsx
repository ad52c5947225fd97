// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import encodeQR from 'qr'
import { QR_QUIET_ZONE_MODULES, QrCode, qrPath } from './qr-code.tsx'

afterEach(cleanup)

const VALUE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('QrCode', () => {
  it('keeps the standard 4-module quiet zone on every side', () => {
    const { d, size } = qrPath(VALUE)
    // the encoder's smallest border is 1 module
    const symbol = encodeQR(VALUE, 'raw', { ecc: 'medium', border: 1 })
    expect(size).toBe(symbol.length - 2 + 2 * QR_QUIET_ZONE_MODULES)
    expect(QR_QUIET_ZONE_MODULES).toBe(4)
    // no dark module in the quiet zone
    const cells = [...d.matchAll(/M(\d+) (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])])
    const inZone = (n: number) => n < QR_QUIET_ZONE_MODULES || n >= size - QR_QUIET_ZONE_MODULES
    expect(cells.filter(([x, y]) => inZone(x!) || inZone(y!))).toEqual([])
    // and the symbol itself starts right after it (the finder pattern's corner)
    expect(cells).toContainEqual([QR_QUIET_ZONE_MODULES, QR_QUIET_ZONE_MODULES])
  })

  it('is an image named by its label', () => {
    render(<QrCode value={VALUE} label="QR code of your address" />)
    const img = screen.getByRole('img', { name: 'QR code of your address' })
    expect(img.getAttribute('viewBox')).toBe(`0 0 ${qrPath(VALUE).size} ${qrPath(VALUE).size}`)
  })
})

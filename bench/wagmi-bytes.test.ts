import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { withoutConnector } from './wagmi-bytes.ts'

describe('withoutConnector (the (w) measure\'s second build)', () => {
  it('takes porticoConnector out of examples/vite-wagmi\'s config: its import gone, wagmi left with no connector', async () => {
    const source = await readFile(new URL('../examples/vite-wagmi/src/config.ts', import.meta.url), 'utf8')
    const bare = withoutConnector(source)
    expect(bare).not.toContain('porticoConnector')
    expect(bare).not.toContain('portico/wagmi')
    expect(bare).toContain('connectors: [],')
    // everything else as shipped: the button's createAppKit and wagmi's createConfig stay
    expect(bare).toContain('createAppKit(')
    expect(bare).toContain('createConfig(')
    expect(source.length - bare.length).toBeGreaterThan(0)
  })

  it('refuses a config it does not recognise rather than measuring the wrong thing', () => {
    expect(() => withoutConnector("import { createConfig } from 'wagmi'\nexport const config = createConfig({ connectors: [injected()] })")).toThrow(/update bench\/wagmi-bytes\.ts/)
  })
})

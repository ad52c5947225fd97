import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES } from './features.ts'
import { unsupportedOptions, unsupportedOptionWarning } from './unsupported-options.ts'

const known = Object.keys(DEFAULT_FEATURES)

describe('unsupported options', () => {
  it('names each top-level option and feature flag Portico does not know, as the app wrote it', () => {
    const options = {
      projectId: 'p',
      networks: [],
      adapters: [{}],
      features: { email: true, reownAuthentication: true, emailShowWallets: undefined },
      debug: true,
      plugins: [],
    }
    expect(unsupportedOptions(options, known)).toEqual(['adapters', 'features.reownAuthentication', 'debug'])
  })

  it('an option given as undefined is not named; known options never are', () => {
    expect(unsupportedOptions({ projectId: 'p', networks: [], enableWalletGuide: undefined, themeMode: 'dark', window: undefined }, known)).toEqual([])
  })

  it('the warning names the option', () => {
    expect(unsupportedOptionWarning('features.reownAuthentication')).toMatch(/^Option "features\.reownAuthentication" is not supported by Portico and is ignored/)
  })
})

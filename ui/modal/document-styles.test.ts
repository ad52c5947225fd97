import { describe, expect, it } from 'vitest'
import { splitPropertyRules } from './document-styles.ts'

describe('splitPropertyRules', () => {
  it('moves @property rules out of the shadow CSS', () => {
    const css = `.border{border-style:var(--tw-border-style);border-width:1px}
@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}
.shadow{box-shadow:var(--tw-shadow)}
@property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000 }`
    const { shadowCss, propertyCss } = splitPropertyRules(css)
    expect(shadowCss).not.toContain('@property')
    expect(shadowCss).toContain('.border{')
    expect(shadowCss).toContain('.shadow{')
    expect(propertyCss.match(/@property/g)).toHaveLength(2)
    expect(propertyCss).toContain('initial-value:solid')
  })
})

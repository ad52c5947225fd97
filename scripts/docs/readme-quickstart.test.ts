import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from './entry-points.ts'
import { readQuickstart } from './readme-quickstart.ts'

describe("the README's React quickstart", () => {
  it('reads the install line and the files its blocks name, with their variants', () => {
    const md = ['## Quickstart: React', '```sh', 'npm install a b', '```', '```ts', '// src/x.ts', 'one', '```', '```ts', '// src/x.ts, elsewhere', 'two', '```', '## Next', '```ts', '// src/y.ts', '```'].join('\n')
    expect(readQuickstart(md)).toEqual({
      packages: ['a', 'b'],
      files: { 'src/x.ts': [{ variant: undefined, code: '// src/x.ts\none' }, { variant: 'elsewhere', code: '// src/x.ts, elsewhere\ntwo' }] },
    })
  })

  it('is what the end-to-end test follows: portico installed, the modal made for the sandbox, an App with a button and a hook', () => {
    const quickstart = readQuickstart(readFileSync(join(REPO_ROOT, 'README.md'), 'utf8'))
    expect(quickstart.packages).toContain('portico')
    expect(quickstart.files['src/appkit.ts']?.map((f) => f.variant)).toEqual([undefined, 'against the local sandbox'])
    expect(quickstart.files['src/App.tsx']?.[0]?.code).toMatch(/<AppKitButton \/>[\s\S]*useAppKitAccount|useAppKitAccount[\s\S]*<AppKitButton \/>/)
  })
})

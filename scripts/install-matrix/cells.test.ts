import { describe, expect, it } from 'vitest'
import { apps, cellName, cells, installPlan } from './cells.ts'

describe('installPlan', () => {
  it("keeps the framework's packages for the first install, then the stack, then portico's peers, each with the template's range", () => {
    const template = {
      name: 'x',
      dependencies: { react: '^19.2.0', 'react-dom': '^19.2.0', wagmi: '^3.7.7', viem: '^2.37.0', '@tanstack/react-query': '^5.90.0', '@walletconnect/sign-client': '^2.21.0' },
      devDependencies: { vite: '^8.0.0' },
    }
    const plan = installPlan(apps['vite-wagmi'], template)
    expect(plan.packageJson).toEqual({ name: 'x', dependencies: { react: '^19.2.0', 'react-dom': '^19.2.0' }, devDependencies: { vite: '^8.0.0' } })
    expect(plan.stack).toEqual(['wagmi@^3.7.7', 'viem@^2.37.0', '@tanstack/react-query@^5.90.0'])
    expect(plan.withPortico).toEqual(['@walletconnect/sign-client@^2.21.0'])
  })

  it("takes the guide's range for a peer the template does not list, and refuses a package with no range", () => {
    expect(installPlan(apps['vite-react'], { dependencies: { react: '^19.2.0' } }).withPortico).toEqual(['viem@^2.21.0', '@walletconnect/sign-client@^2.21.0'])
    expect(() => installPlan({ stack: ['wagmi'], withPortico: [] }, { dependencies: {} })).toThrow(/no version range for wagmi/)
  })
})

describe('cells', () => {
  it('has the wagmi 3 app under npm in both peer modes, and every app under npm; names are unique', () => {
    const names = cells.map(cellName)
    expect(new Set(names).size).toBe(names.length)
    expect(names).toEqual(expect.arrayContaining(['npm vite-wagmi', 'npm vite-wagmi --legacy-peer-deps']))
    for (const app of Object.keys(apps)) expect(names, app).toContain(`npm ${app}`)
  })
})

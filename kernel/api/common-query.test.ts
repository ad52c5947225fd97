import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../config/resolve-options.ts'
import { chainA } from '../test-support/networks.ts'
import { commonQuery, projectQuery } from './common-query.ts'

describe('common query', () => {
  it('names the project, the SDK type and the SDK version from the resolved options', () => {
    const options = resolveOptions({ networks: [chainA], projectId: 'p1' })
    expect(commonQuery(options)).toEqual({ projectId: 'p1', st: options.sdkType, sv: options.sdkVersion })
    expect(Object.keys(commonQuery(options))).toEqual(['projectId', 'st', 'sv'])
  })

  it('gives the project alone to the endpoints that take no st or sv, the same project as the common query', () => {
    const options = resolveOptions({ networks: [chainA], projectId: 'p1' })
    expect(projectQuery(options)).toEqual({ projectId: 'p1' })
    expect(projectQuery(options).projectId).toBe(commonQuery(options).projectId)
    expect(projectQuery(resolveOptions({ networks: [chainA] }))).toEqual({ projectId: undefined })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../test-support.ts'

let t: TestApi
beforeAll(
  async () =>
    (t = await startTestApi({
      server: {
        projects: [
          { id: 'test-project', allowedOrigins: ['http://localhost:*', 'https://*.example.com'] },
          { id: 'open-project', allowedOrigins: [] },
        ],
      },
    })),
)
afterAll(() => t.stop())

describe('GET /projects/v1/origins', () => {
  it("answers the project's allowed origins", async () => {
    expect(await t.getJson('/projects/v1/origins')).toEqual({ allowedOrigins: ['http://localhost:*', 'https://*.example.com'] })
    expect(await t.getJson('/projects/v1/origins', { projectId: 'open-project' })).toEqual({ allowedOrigins: [] })
  })

  it('answers 403 for an unknown project', async () => {
    const response = await t.get('/projects/v1/origins', { projectId: 'portico-sandbox' })
    expect(response.status).toBe(403)
    expect((await response.json()).reasons[0].description).toContain('Unknown projectId "portico-sandbox"')
  })
})

import { describe, expect, it } from 'vitest'
import { createEventId } from './event-id.ts'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('createEventId', () => {
  it('uses crypto.randomUUID when the page has it', () => {
    expect(createEventId({ randomUUID: () => 'from-platform', getRandomValues: (a) => a })).toBe('from-platform')
    expect(createEventId()).toMatch(UUID_V4)
  })

  it('builds a v4 UUID from getRandomValues outside secure contexts', () => {
    const zeros = createEventId({ getRandomValues: (a) => a })
    expect(zeros).toBe('00000000-0000-4000-8000-000000000000')
    const random = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) }
    const ids = new Set(Array.from({ length: 50 }, () => createEventId(random)))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(id).toMatch(UUID_V4)
  })
})

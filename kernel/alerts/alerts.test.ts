import { describe, expect, it, vi } from 'vitest'
import { createLogger } from '../logger/logger.ts'
import { createAlerts } from './alerts.ts'

const logger = () => createLogger({ console: { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() } })

describe('alerts', () => {
  it("shows the alert's documented text", () => {
    const alerts = createAlerts(logger())
    alerts.show('PROJECT_ID_NOT_CONFIGURED')
    expect(alerts.get()).toMatchObject({ open: true, message: 'project id not configured', variant: 'error' })
    alerts.dismiss()
    expect(alerts.get().open).toBe(false)
  })

  it('shows a once-only alert once per instance', () => {
    const alerts = createAlerts(logger())
    expect(alerts.show('INVALID_APP_CONFIGURATION')).toBe(true)
    alerts.dismiss()
    expect(alerts.show('INVALID_APP_CONFIGURATION')).toBe(false)
    expect(alerts.get().open).toBe(false)
    expect(createAlerts(logger()).show('INVALID_APP_CONFIGURATION')).toBe(true)
  })

  it('repeats alerts that may recur', () => {
    const alerts = createAlerts(logger())
    expect(alerts.show('SWITCH_NETWORK_NOT_FOUND')).toBe(true)
    expect(alerts.show('SWITCH_NETWORK_NOT_FOUND')).toBe(true)
  })
})

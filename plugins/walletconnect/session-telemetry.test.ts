// The sign-client's own telemetry follows the app's analytics option: off, the client is created
// with telemetry disabled, so nothing is sent for telemetry from the page.
import { describe, expect, it } from 'vitest'
import { createWalletConnectSession, type WalletConnectSessionOptions } from './session.ts'

/** A sign-client module whose init records its options and fails (nothing is reached). */
function recordingSignClient() {
  const inits: { telemetryEnabled?: boolean }[] = []
  const load = async () => ({
    SignClient: {
      init: async (options: { telemetryEnabled?: boolean }) => {
        inits.push(options)
        throw new Error('stop here')
      },
    },
  })
  return { inits, load }
}

async function telemetryWith(extra: Partial<WalletConnectSessionOptions>): Promise<boolean | undefined> {
  const client = recordingSignClient()
  const session = createWalletConnectSession({
    projectId: 'p',
    metadata: { name: 'Shop', description: '', url: 'https://shop.example', icons: [] },
    networks: [{ id: 1 }],
    storagePrefix: `telemetry-${Math.random()}`,
    hintStorage: null,
    loadSignClient: client.load,
    ...extra,
  })
  await expect(session.connect()).rejects.toThrow('stop here')
  return client.inits[0]?.telemetryEnabled
}

describe('the sign-client telemetry', () => {
  it('is on by default against the hosted relay', async () => {
    expect(await telemetryWith({})).toBe(true)
  })
  it('is off with telemetry: false (features.analytics off)', async () => {
    expect(await telemetryWith({ telemetry: false })).toBe(false)
  })
  it('is off offline (local relay, tests)', async () => {
    expect(await telemetryWith({ offline: true, telemetry: true })).toBe(false)
  })
})

// The connector against each wagmi major's own types: `porticoConnector(appKit)` is a CreateConnectorFn
// of @wagmi/core 2.22 and 3.6, and createConfig takes it with the README's set-up. tsc checks this file
// (npm test's typecheck); the test only runs what it typed.
import { createConfig as createConfigV2, http as httpV2, type CreateConnectorFn as CreateConnectorFnV2 } from '@wagmi/core-v2'
import { defineChain } from 'viem'
import { createConfig as createConfigV3, http as httpV3, type CreateConnectorFn as CreateConnectorFnV3 } from 'wagmi'
import { afterEach, expect, it } from 'vitest'
import { testAppKit } from '../test-support/app-kit.tsx'
import { porticoConnector } from './portico-connector.ts'

const sandbox = defineChain({ id: 1337, name: 'Sandbox Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } })

let dispose: (() => void) | undefined
afterEach(() => dispose?.())

it('is a wagmi connector function for wagmi 3 and wagmi 2, with no cast', () => {
  const { appKit } = testAppKit()
  dispose = () => appKit.dispose()
  const v3: CreateConnectorFnV3 = porticoConnector(appKit)
  const v2: CreateConnectorFnV2 = porticoConnector(appKit)
  const config3 = createConfigV3({ chains: [sandbox], connectors: [v3], multiInjectedProviderDiscovery: false, transports: { [sandbox.id]: httpV3() } })
  const config2 = createConfigV2({ chains: [sandbox], connectors: [v2], multiInjectedProviderDiscovery: false, transports: { [sandbox.id]: httpV2() } })
  expect(config3.connectors.map((c) => [c.id, c.name, c.type])).toEqual([['portico', 'Portico', 'portico']])
  expect(config2.connectors.map((c) => [c.id, c.name, c.type])).toEqual([['portico', 'Portico', 'portico']])
})

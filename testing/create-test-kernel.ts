import { createKernel, defineNetwork, type Kernel, type Plugin, type PorticoOptions, type ServiceOverrides } from 'portico'

/** A local network for tests that do not care which one. */
export const testNetwork = defineNetwork({
  id: 31337,
  name: 'Test Chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

export interface CreateTestKernelOptions {
  options?: Partial<PorticoOptions>
  plugins?: readonly Plugin[]
  /** Any kernel service, replaced by a double: `{ toast: myToast }`. */
  overrides?: ServiceOverrides
}

/**
 * A kernel for tests: in-memory storage, silent logs, a project id and one network by default.
 * Every call builds a fresh container, so tests never share state.
 */
export function createTestKernel({ options = {}, plugins = [], overrides = {} }: CreateTestKernelOptions = {}): Kernel {
  return createKernel(
    { projectId: 'test-project', networks: [testNetwork], storage: 'memory', logLevel: 'silent', ...options },
    plugins,
    overrides,
  )
}

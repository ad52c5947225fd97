// Kernels for the connection service's tests: one in-memory wallet (or two), real services around
// it. Each test file disposes what it made with `afterEach(disposeKernels)`.
import { createKernel } from '../container/create-kernel.ts'
import type { Plugin } from '../plugin/plugin.ts'
import { createMemoryBackend, type StorageBackend } from '../storage/backends.ts'
import { TOKENS } from '../tokens.ts'
import { createFakeAdapter } from './fake-adapter.ts'
import { chainA, chainB } from './networks.ts'

const kernels: { dispose(): void }[] = []

/** Disposes every kernel the helpers below made since the last call. */
export function disposeKernels(): void {
  for (const kernel of kernels.splice(0)) kernel.dispose()
}

/** Keeps a kernel a test built itself, for `disposeKernels`. */
export function keep<K extends { dispose(): void }>(kernel: K): K {
  kernels.push(kernel)
  return kernel
}

/** A kernel with one fake wallet (connector id 'fake') on the two sandbox EVM chains. */
export function setup(opts: { backend?: StorageBackend; fake?: ReturnType<typeof createFakeAdapter>; networks?: typeof chainA[]; allowUnsupportedChain?: boolean } = {}) {
  const fake = opts.fake ?? createFakeAdapter()
  const plugin: Plugin = { id: 'fake', adapters: () => [fake.adapter] }
  const backend = opts.backend ?? createMemoryBackend()
  const kernel = keep(
    createKernel(
      { projectId: 'p', networks: opts.networks ?? [chainA, chainB], storage: backend, logLevel: 'silent', allowUnsupportedChain: opts.allowUnsupportedChain },
      [plugin],
    ),
  )
  return {
    fake,
    backend,
    kernel,
    connection: kernel.get(TOKENS.connection),
    network: kernel.get(TOKENS.network),
    modal: kernel.get(TOKENS.modal),
    router: kernel.get(TOKENS.router),
  }
}

/**
 * A kernel with an injected wallet ('fake') and a WalletConnect-like one ('walletConnect', serving
 * connectors); `multiWallet`: both may be connected at once (features.multiWallet).
 */
export function twoWallets(opts: { multiWallet?: boolean } = {}) {
  const injected = createFakeAdapter()
  const wc = createFakeAdapter({ connectorId: 'walletConnect', serves: 'connectors', accounts: ['0x3333333333333333333333333333333333333333'] })
  const backend = createMemoryBackend()
  const kernel = keep(
    createKernel({ projectId: 'p', networks: [chainA, chainB], storage: backend, logLevel: 'silent', features: { multiWallet: opts.multiWallet ?? false } }, [
      { id: 'injected', adapters: () => [injected.adapter] },
      { id: 'wc', adapters: () => [wc.adapter] },
    ]),
  )
  return { injected, wc, backend, connection: kernel.get(TOKENS.connection), modal: kernel.get(TOKENS.modal), router: kernel.get(TOKENS.router) }
}

/**
 * A wallet that answers when the test says so (a WalletConnect QR nobody approved yet): `approve`
 * and `decline` answer the pending request; `asked` counts the requests, `signals` are theirs.
 */
export function slowWallet(fake: ReturnType<typeof createFakeAdapter>) {
  const answers: { approve(): void; decline(error: unknown): void }[] = []
  const signals: (AbortSignal | undefined)[] = []
  const original = fake.adapter.connect!.bind(fake.adapter)
  fake.adapter.connect = (request) => {
    signals.push(request.signal)
    return new Promise((resolve, reject) => answers.push({ approve: () => resolve(original(request)), decline: reject }))
  }
  return { answers, signals, asked: () => answers.length }
}

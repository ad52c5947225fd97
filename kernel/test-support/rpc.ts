// A real RPC service for a unit test of one piece (an adapter, a reader): the kernel's own, quiet,
// with no test call. Dispose it after the test: its ranking pings run until then.
import { createLogger } from '../logger/logger.ts'
import { createRpcService, type RpcService } from '../rpc/rpc-service.ts'

export function createTestRpc(options: { disableProviderPing?: boolean } = {}): RpcService {
  return createRpcService({
    options: { disableProviderPing: options.disableProviderPing ?? true, endpoints: { blockchainApi: 'http://127.0.0.1:9' } },
    logger: createLogger({ level: 'silent' }),
  })
}

// The viem part of the JSON-RPC client, in its own module so it loads on a first call, not with the kernel.
export { HttpRequestError, RpcRequestError, TimeoutError } from 'viem'
export { getHttpRpcClient } from 'viem/utils'

// The `portico/plugins/siwx` entry point. Loaded at page start: the flow and its view load later.
export { siwx } from './siwx.ts'
export { createLocalSiwxConfig, type LocalSiwxConfigOptions } from './local-config.ts'
export { createBackendSiwxConfig, type BackendSiwxConfigOptions } from './backend-config.ts'
export { siweToSiwx } from './siwe-adapter.ts'
export { useAppKitSiwx, type UseAppKitSiwxReturnType } from './use-app-kit-siwx.ts'
export type { SiwxFlow, SiwxState, SiwxStatus } from './flow.ts'
export type { SiwxConfig, SiwxMessage, SiwxMessageData, SiwxMessageInput, SiwxSession, SiweConfig } from 'portico'

// The `portico/plugins/send` entry point.
export { send } from './send.ts'
export type { WalletSendArguments } from './wallet-send.ts'

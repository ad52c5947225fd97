// The `portico/plugins/send` entry point.
export { send } from './send.ts'

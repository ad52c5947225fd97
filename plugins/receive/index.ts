// The `portico/plugins/receive` entry point.
export { receive } from './receive.ts'

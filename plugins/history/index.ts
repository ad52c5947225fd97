// The `portico/plugins/history` entry point.
export { history } from './history.ts'

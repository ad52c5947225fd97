// The `portico/plugins/names` entry point.
export { names } from './names.ts'

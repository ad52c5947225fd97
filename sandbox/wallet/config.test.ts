import { describe, expect, it } from 'vitest'
import { configStatement, readConfig } from './config.ts'

const chains = [{ id: 1337, name: 'Sandbox Ethereum', rpcUrl: 'http://127.0.0.1:8545' }]

describe('sandbox wallet config', () => {
  it('is installed on the global scope by the served statement', () => {
    const scope: Record<string, unknown> = {}
    new Function('window', configStatement({ chains }))(scope)
    expect(readConfig(scope)).toEqual({ chains })
  })

  it("lets the page's own chains win", () => {
    const own = [{ id: 1, name: 'Mine', rpcUrl: 'http://127.0.0.1:1' }]
    const scope: Record<string, unknown> = { __PORTICO_SANDBOX__: { chains: own } }
    new Function('window', configStatement({ chains }))(scope)
    expect(readConfig(scope).chains).toEqual(own)
  })

  it('carries the Solana RPC when the sandbox has one', () => {
    const scope: Record<string, unknown> = {}
    new Function('window', configStatement({ chains, solana: { rpcUrl: 'http://127.0.0.1:8899' } }))(scope)
    expect(readConfig(scope)).toEqual({ chains, solana: { rpcUrl: 'http://127.0.0.1:8899' } })
  })

  it('explains a missing config', () => {
    expect(() => readConfig({})).toThrow('window.__PORTICO_SANDBOX__.chains is missing')
  })
})

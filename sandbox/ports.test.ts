import { describe, expect, it } from 'vitest'
import { BROWSER_BLOCKED_PORTS, sandboxPortsFromEnv } from './ports.ts'

describe('sandboxPortsFromEnv', () => {
  it('refuses a port browsers will not fetch from, naming the variable and how to move it', () => {
    // the API's 4000 + 2000 is X11's 6000: Chromium answers net::ERR_UNSAFE_PORT
    expect(() => sandboxPortsFromEnv('dev', { PORTICO_PORT_OFFSET: '2000' })).toThrow(
      'PORTICO_API_PORT: browsers refuse port 6000 (an unsafe port), so the sandbox\'s api could not be reached from a page; PORTICO_PORT_OFFSET=2000 puts it there: choose another offset, or set PORTICO_API_PORT',
    )
    expect(() => sandboxPortsFromEnv('test', { PORTICO_TEST_RELAY_PORT: '6667' })).toThrow(
      'PORTICO_TEST_RELAY_PORT: browsers refuse port 6667 (an unsafe port), so the sandbox\'s relay could not be reached from a page; set PORTICO_TEST_RELAY_PORT to another port',
    )
    expect(BROWSER_BLOCKED_PORTS.has(10080)).toBe(true)
    expect(sandboxPortsFromEnv('dev', { PORTICO_PORT_OFFSET: '2100' }).api.port).toBe(6100)
  })

  it('gives the default ports of each profile with the variable that changes them', () => {
    expect(sandboxPortsFromEnv('dev', {})).toEqual({
      playground: { port: 5173, env: 'PORTICO_PLAYGROUND_PORT' },
      wallet: { port: 5174, env: 'PORTICO_WALLET_PORT' },
      chainA: { port: 8545, env: 'PORTICO_CHAIN_A_PORT' },
      chainB: { port: 8546, env: 'PORTICO_CHAIN_B_PORT' },
      api: { port: 4000, env: 'PORTICO_API_PORT' },
      apiAdmin: { port: 4001, env: 'PORTICO_API_ADMIN_PORT' },
      relay: { port: 4002, env: 'PORTICO_RELAY_PORT' },
      solana: { port: 8899, env: 'PORTICO_SOLANA_PORT' },
      secureFrame: { port: 5175, env: 'PORTICO_SECURE_FRAME_PORT' },
      mail: { port: 5176, env: 'PORTICO_MAIL_PORT' },
      bundlerA: { port: 4337, env: 'PORTICO_BUNDLER_A_PORT' },
      bundlerB: { port: 4338, env: 'PORTICO_BUNDLER_B_PORT' },
      onramp: { port: 5177, env: 'PORTICO_ONRAMP_PORT' },
      exchange: { port: 5178, env: 'PORTICO_EXCHANGE_PORT' },
      paymaster: { port: 4339, env: 'PORTICO_PAYMASTER_PORT' },
      rpcAdmin: { port: 8540, env: 'PORTICO_RPC_ADMIN_PORT' },
      rpcA1: { port: 8541, env: 'PORTICO_RPC_A1_PORT' },
      rpcA2: { port: 8542, env: 'PORTICO_RPC_A2_PORT' },
      rpcB1: { port: 8543, env: 'PORTICO_RPC_B1_PORT' },
      rpcB2: { port: 8544, env: 'PORTICO_RPC_B2_PORT' },
      rpcSolana1: { port: 8897, env: 'PORTICO_RPC_SOLANA1_PORT' },
      rpcSolana2: { port: 8898, env: 'PORTICO_RPC_SOLANA2_PORT' },
    })
    expect(sandboxPortsFromEnv('test', {}).rpcA1).toEqual({ port: 18541, env: 'PORTICO_TEST_RPC_A1_PORT' })
    expect(sandboxPortsFromEnv('test', {}).exchange).toEqual({ port: 15178, env: 'PORTICO_TEST_EXCHANGE_PORT' })
    expect(sandboxPortsFromEnv('test', {}).onramp).toEqual({ port: 15177, env: 'PORTICO_TEST_ONRAMP_PORT' })
    expect(sandboxPortsFromEnv('test', {}).bundlerB).toEqual({ port: 14338, env: 'PORTICO_TEST_BUNDLER_B_PORT' })
    expect(sandboxPortsFromEnv('test', {}).secureFrame).toEqual({ port: 15175, env: 'PORTICO_TEST_SECURE_FRAME_PORT' })
    expect(sandboxPortsFromEnv('test', {}).chainA).toEqual({ port: 18545, env: 'PORTICO_TEST_CHAIN_A_PORT' })
    expect(sandboxPortsFromEnv('test', {}).api).toEqual({ port: 14000, env: 'PORTICO_TEST_API_PORT' })
    expect(sandboxPortsFromEnv('test', {}).relay).toEqual({ port: 14002, env: 'PORTICO_TEST_RELAY_PORT' })
    expect(sandboxPortsFromEnv('test', {}).solana).toEqual({ port: 18899, env: 'PORTICO_TEST_SOLANA_PORT' })
  })

  it('reads overrides and rejects nonsense', () => {
    expect(sandboxPortsFromEnv('dev', { PORTICO_CHAIN_B_PORT: '9000' }).chainB.port).toBe(9000)
    expect(sandboxPortsFromEnv('test', { PORTICO_TEST_WALLET_PORT: '25174', PORTICO_WALLET_PORT: '1' }).wallet.port).toBe(25174)
    expect(() => sandboxPortsFromEnv('dev', { PORTICO_WALLET_PORT: 'abc' })).toThrow('PORTICO_WALLET_PORT must be a TCP port number, got "abc"')
  })

  it('shifts every default by the profile\'s offset; a named port still wins', () => {
    const shifted = sandboxPortsFromEnv('test', { PORTICO_TEST_PORT_OFFSET: '1000', PORTICO_TEST_API_PORT: '23000' })
    expect(shifted.playground.port).toBe(16173)
    expect(shifted.chainA.port).toBe(19545)
    expect(shifted.api.port).toBe(23000)
    expect(sandboxPortsFromEnv('dev', { PORTICO_TEST_PORT_OFFSET: '1000' }).playground.port).toBe(5173)
    expect(() => sandboxPortsFromEnv('test', { PORTICO_TEST_PORT_OFFSET: '-1' })).toThrow('PORTICO_TEST_PORT_OFFSET must be a whole number from 0 to 30000, got "-1"')
  })
})

import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { PorticoError } from '../errors/portico-error.ts'
import { createSiwxMessage, formatSiwxMessage, generateNonce, parseSiwxMessage } from './message.ts'
import type { SiwxMessageData } from './siwx.ts'

// The example (AppKit's own test expectation). Its address is written here in
// its EIP-55 form: Portico checksums EVM addresses, as EIP-4361 requires.
const APPKIT_EXAMPLE = `example.com wants you to sign in with your EVM Networks account:
0x1234567890AbcdEF1234567890aBcdef12345678

URI: siwx://example.com
Version: 1
Chain ID: eip155:1
Nonce: 123
Issued At: 2024-01-01T00:00:00.000Z
Expiration Time: 2022-01-03T00:00:00.000Z
Not Before: 2022-01-02T00:00:00.000Z
Request ID: 123
Resources:
- resource1
- resource2`

const EXAMPLE_DATA: SiwxMessageData = {
  domain: 'example.com',
  accountAddress: '0x1234567890abcdef1234567890abcdef12345678',
  uri: 'siwx://example.com',
  version: '1',
  chainId: 'eip155:1',
  nonce: '123',
  issuedAt: '2024-01-01T00:00:00.000Z',
  expirationTime: '2022-01-03T00:00:00.000Z',
  notBefore: '2022-01-02T00:00:00.000Z',
  requestId: '123',
  resources: ['resource1', 'resource2'],
}

const EVM: SiwxMessageData = {
  domain: '127.0.0.1:5173',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  uri: 'http://127.0.0.1:5173/',
  version: '1',
  chainId: 'eip155:8453',
  nonce: 'k2Jd8aPq0ZxYv7Rt',
  issuedAt: '2026-11-24T09:00:00.000Z',
}

const SOLANA: SiwxMessageData = {
  domain: 'app.example',
  accountAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  uri: 'https://app.example/login',
  version: '1',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nonce: 'Q3v9xLm2Pz8Kd1Wa',
  issuedAt: '2026-11-24T09:00:00.000Z',
}

const OPTIONAL: Partial<SiwxMessageData> = {
  statement: 'Sign in to the example app.',
  expirationTime: '2026-11-25T09:00:00.000Z',
  notBefore: '2026-11-24T09:05:00.000Z',
  requestId: 'req-42',
  resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', 'https://example.com/my-web2-claim.json'],
}

function errorOf(run: () => unknown): PorticoError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(PorticoError)
    return error as PorticoError
  }
  throw new Error('expected a PorticoError')
}

describe('formatSiwxMessage', () => {
  it("writes AppKit's example byte for byte with messageFormat 'informal'", () => {
    expect(formatSiwxMessage(EXAMPLE_DATA, { messageFormat: 'informal' })).toBe(APPKIT_EXAMPLE)
  })

  it('writes EIP-4361 exactly on eip155 by default: an Ethereum account, the chain number, two empty lines with no statement', () => {
    expect(formatSiwxMessage(EVM)).toBe(`127.0.0.1:5173 wants you to sign in with your Ethereum account:
0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266


URI: http://127.0.0.1:5173/
Version: 1
Chain ID: 8453
Nonce: k2Jd8aPq0ZxYv7Rt
Issued At: 2026-11-24T09:00:00.000Z`)
    // The network's name and clearChainIdNamespace belong to the informal lines: EIP-4361 has neither.
    expect(formatSiwxMessage(EVM, { networkName: 'Base', clearChainIdNamespace: false })).toBe(formatSiwxMessage(EVM))
    expect(formatSiwxMessage({ ...EVM, statement: 'Hello' }).split('\n').slice(0, 6)).toEqual([
      '127.0.0.1:5173 wants you to sign in with your Ethereum account:',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '',
      'Hello',
      '',
      'URI: http://127.0.0.1:5173/',
    ])
  })

  it('is byte for byte what viem createSiweMessage writes for the same fields', () => {
    const fields = { ...EVM, ...OPTIONAL }
    const viemText = createSiweMessage({
      domain: fields.domain,
      address: fields.accountAddress as `0x${string}`,
      statement: fields.statement,
      uri: fields.uri,
      version: '1',
      chainId: 8453,
      nonce: fields.nonce,
      issuedAt: new Date(fields.issuedAt!),
      expirationTime: new Date(fields.expirationTime!),
      notBefore: new Date(fields.notBefore!),
      requestId: fields.requestId,
      resources: fields.resources,
    })
    expect(formatSiwxMessage(fields)).toBe(viemText)
    const { statement: _, ...bare } = fields
    expect(formatSiwxMessage(bare)).toBe(createSiweMessage({ ...{ domain: bare.domain, address: bare.accountAddress as `0x${string}`, uri: bare.uri, version: '1', chainId: 8453, nonce: bare.nonce, issuedAt: new Date(bare.issuedAt!) }, expirationTime: new Date(bare.expirationTime!), notBefore: new Date(bare.notBefore!), requestId: bare.requestId, resources: bare.resources }))
  })

  it("refuses an unknown messageFormat and an eip155 chain that is not a number (EIP-4361's Chain ID is one)", () => {
    expect(errorOf(() => formatSiwxMessage(EVM, { messageFormat: 'siwe' as never })).message).toContain(`messageFormat must be 'eip4361' or 'informal', got "siwe"`)
    expect(errorOf(() => formatSiwxMessage({ ...EVM, chainId: 'eip155:base' })).message).toContain('an eip155 chainId must end in a chain number, got "eip155:base"')
  })

  it("names the network on line 1 ('informal' on eip155, always elsewhere), else the namespace's fallback", () => {
    expect(formatSiwxMessage(EVM, { messageFormat: 'informal', networkName: 'Base' }).split('\n')[0]).toBe('127.0.0.1:5173 wants you to sign in with your Base account:')
    expect(formatSiwxMessage(SOLANA).split('\n')[0]).toBe('app.example wants you to sign in with your Solana account:')
    expect(formatSiwxMessage(SOLANA, { messageFormat: 'eip4361' })).toBe(formatSiwxMessage(SOLANA, { messageFormat: 'informal' }))
    expect(formatSiwxMessage(SOLANA)).toContain('\nChain ID: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
    expect(formatSiwxMessage({ ...SOLANA, chainId: 'bip122:000000000019d6689c085ae165831e93' }).split('\n')[0]).toContain('your Bitcoin account:')
    expect(formatSiwxMessage({ ...SOLANA, chainId: 'newchain:1' }).split('\n')[0]).toContain('your newchain account:')
  })

  it("'informal' without a statement leaves exactly one empty line; with one, the statement between two", () => {
    const informal = { messageFormat: 'informal' } as const
    expect(formatSiwxMessage(EVM, informal)).toBe(`127.0.0.1:5173 wants you to sign in with your EVM Networks account:
0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266

URI: http://127.0.0.1:5173/
Version: 1
Chain ID: eip155:8453
Nonce: k2Jd8aPq0ZxYv7Rt
Issued At: 2026-11-24T09:00:00.000Z`)
    expect(formatSiwxMessage({ ...EVM, statement: 'Hello' }, informal).split('\n').slice(1, 5)).toEqual(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '', 'Hello', ''])
    expect(formatSiwxMessage({ ...EVM, statement: '' }, informal)).toBe(formatSiwxMessage(EVM, informal))
    expect(formatSiwxMessage({ ...EVM, statement: '' })).toBe(formatSiwxMessage(EVM))
  })

  it('checksums EVM addresses and leaves others as they are', () => {
    expect(formatSiwxMessage({ ...EVM, accountAddress: EVM.accountAddress.toLowerCase() }).split('\n')[1]).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(formatSiwxMessage(SOLANA).split('\n')[1]).toBe(SOLANA.accountAddress)
  })

  it("'informal' prints only the chain reference with clearChainIdNamespace", () => {
    expect(formatSiwxMessage(EVM, { messageFormat: 'informal' })).toContain('\nChain ID: eip155:8453\n')
    expect(formatSiwxMessage(EVM, { messageFormat: 'informal', clearChainIdNamespace: true })).toContain('\nChain ID: 8453\n')
  })

  it('writes no optional line that is not set, and no Resources: for an empty list', () => {
    const text = formatSiwxMessage({ ...EVM, resources: [] })
    for (const label of ['Expiration Time', 'Not Before', 'Request ID', 'Resources']) expect(text).not.toContain(label)
  })

  it.each([
    [{ accountAddress: '0x123' }, 'accountAddress is not an EVM address: "0x123"'],
    [{ chainId: '8453' }, 'chainId must be a CAIP-2 id'],
    [{ statement: 'two\nlines' }, 'statement must be one line'],
    [{ nonce: '' }, 'nonce is required'],
    [{ issuedAt: 'yesterday' }, 'issuedAt must be an RFC 3339 date-time, got "yesterday"'],
    [{ resources: ['a\nb'] }, 'a resource must be one line'],
  ] as const)('refuses %j', (patch, message) => {
    const error = errorOf(() => formatSiwxMessage({ ...EVM, ...patch } as SiwxMessageData))
    expect(error.code).toBe('INVALID_SIWX_MESSAGE')
    expect(error.message).toContain(message)
  })
})

describe('parseSiwxMessage', () => {
  it("reads AppKit's example back", () => {
    expect(parseSiwxMessage(APPKIT_EXAMPLE)).toEqual({ ...EXAMPLE_DATA, accountAddress: '0x1234567890AbcdEF1234567890aBcdef12345678' })
  })

  describe.each([
    ['eip155', EVM],
    ['solana', SOLANA],
  ] as const)('round-trips %s messages', (_, base) => {
    it('with no optional field', () => {
      const { issuedAt: _issued, ...bare } = base
      expect(parseSiwxMessage(formatSiwxMessage(bare))).toEqual(bare)
    })
    it('with every optional field', () => {
      const data = { ...base, ...OPTIONAL }
      const text = formatSiwxMessage(data)
      expect(parseSiwxMessage(text)).toEqual(data)
      expect(formatSiwxMessage(parseSiwxMessage(text))).toBe(text)
    })
    it.each(Object.keys(OPTIONAL))('with only %s', (key) => {
      const data = { ...base, [key]: OPTIONAL[key as keyof typeof OPTIONAL] }
      expect(parseSiwxMessage(formatSiwxMessage(data, { networkName: 'Some Net' }))).toEqual(data)
    })
    it.each(['eip4361', 'informal'] as const)('in the %s lines, with and without a statement', (messageFormat) => {
      const { statement: _, ...noStatement } = { ...base, ...OPTIONAL }
      for (const data of [{ ...base, ...OPTIONAL }, noStatement]) expect(parseSiwxMessage(formatSiwxMessage(data, { messageFormat, networkName: 'Some Net' }))).toEqual(data)
    })
  })

  it('keeps a statement that looks like a field line', () => {
    const data = { ...EVM, statement: 'URI: not the uri' }
    expect(parseSiwxMessage(formatSiwxMessage(data))).toEqual(data)
  })

  it('reads canonical EIP-4361 text (viem createSiweMessage) with its numeric chain id and scheme', () => {
    const text = createSiweMessage({
      scheme: 'https',
      domain: 'example.com',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      statement: 'I accept the Terms of Service.',
      uri: 'https://example.com/path',
      version: '1',
      chainId: 1,
      nonce: 'foobarbaz1',
      issuedAt: new Date('2026-11-24T09:00:00.000Z'),
      expirationTime: new Date('2026-11-25T09:00:00.000Z'),
      resources: ['https://example.com/a'],
    })
    expect(text.split('\n')[0]).toBe('https://example.com wants you to sign in with your Ethereum account:')
    expect(parseSiwxMessage(text)).toEqual({
      scheme: 'https',
      domain: 'example.com',
      accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      statement: 'I accept the Terms of Service.',
      uri: 'https://example.com/path',
      version: '1',
      chainId: 'eip155:1',
      nonce: 'foobarbaz1',
      issuedAt: '2026-11-24T09:00:00.000Z',
      expirationTime: '2026-11-25T09:00:00.000Z',
      resources: ['https://example.com/a'],
    })
    expect(formatSiwxMessage(parseSiwxMessage(text))).toBe(text)
  })

  it('reads EIP-4361 text without a statement (two empty lines before URI)', () => {
    const text = createSiweMessage({ domain: 'example.com', address: EVM.accountAddress as `0x${string}`, uri: 'https://example.com', version: '1', chainId: 8453, nonce: 'foobarbaz1', issuedAt: new Date('2026-11-24T09:00:00.000Z') })
    expect(text).toContain(`${EVM.accountAddress}\n\n\nURI: `)
    expect(parseSiwxMessage(text)).toEqual({ domain: 'example.com', accountAddress: EVM.accountAddress, uri: 'https://example.com', version: '1', chainId: 'eip155:8453', nonce: 'foobarbaz1', issuedAt: '2026-11-24T09:00:00.000Z' })
  })

  it('accepts CRLF line ends', () => {
    expect(parseSiwxMessage(formatSiwxMessage(EVM).replace(/\n/g, '\r\n'))).toEqual(EVM)
  })

  const good = formatSiwxMessage({ ...EVM, ...OPTIONAL })
  const replaceLine = (index: number, line: string | null) => {
    const lines = good.split('\n')
    if (line === null) lines.splice(index, 1)
    else lines[index] = line
    return lines.join('\n')
  }
  it.each([
    ['an empty text', '', 'expected the message text, got an empty string'],
    ['a wrong header', replaceLine(0, 'example.com please sign'), "line 1 must be '{domain} wants you to sign in with your {network} account:'"],
    ['a non-EVM address on an eip155 chain', replaceLine(1, '0xnothex'), 'line 2 must be an EVM address'],
    ['no empty line after the address', replaceLine(2, 'oops'), 'line 3 must be empty (after the address)'],
    ['a missing URI line', replaceLine(5, null), "line 6 must be 'URI: …'"],
    ['a wrong version', replaceLine(6, 'Version: 2'), "line 7 must be 'Version: 1', got \"Version: 2\""],
    ['a chain id that is neither CAIP-2 nor a number', replaceLine(7, 'Chain ID: base'), 'line 8 must hold a CAIP-2 chain id'],
    ['a nonce with a space', replaceLine(8, 'Nonce: a b'), 'line 9 must hold a nonce without spaces'],
    ['an empty nonce', replaceLine(8, 'Nonce: '), 'line 9 has an empty Nonce'],
    ['a bad date', replaceLine(9, 'Issued At: Tuesday'), 'line 10 has an Issued At that is not an RFC 3339 date-time'],
    ['lines out of order', replaceLine(10, 'Request ID: x'), 'line 12 is not a SIWX message line (after the last expected field), got "Not Before: '],
    ['a resource without its dash', replaceLine(15, 'ipfs://x'), "line 16 must be a resource ('- …')"],
    ['an unknown trailing line', `${formatSiwxMessage(EVM)}\nColour: blue`, 'line 10 is not a SIWX message line (after the last expected field), got "Colour: blue"'],
    // Written by hand: the formatter refuses to name an Ethereum account on another namespace.
    ['an Ethereum header on a Solana chain', formatSiwxMessage(SOLANA, { networkName: 'Sandbox Solana' }).replace('Sandbox Solana account:', 'Ethereum account:'), 'line 1 names an Ethereum account but the Chain ID is solana:'],
  ])('names the wrong line: %s', (_, text, message) => {
    const error = errorOf(() => parseSiwxMessage(text))
    expect(error.code).toBe('INVALID_SIWX_MESSAGE')
    expect(error.message).toContain(message)
  })
})

describe('createSiwxMessage', () => {
  it('gives the data and its text; toString() never changes', () => {
    const message = createSiwxMessage({ ...SOLANA, ...OPTIONAL })
    expect(message.toString()).toBe(formatSiwxMessage({ ...SOLANA, ...OPTIONAL }))
    expect(message.nonce).toBe(SOLANA.nonce)
    expect(`${message}`).toBe(message.toString())
  })
  it('sets issuedAt to now when not given', () => {
    const { issuedAt: _, ...bare } = EVM
    const before = Date.now()
    const message = createSiwxMessage(bare, { messageFormat: 'informal', networkName: 'Base' })
    expect(Date.parse(message.issuedAt!)).toBeGreaterThanOrEqual(before - 1)
    expect(message.toString()).toContain(`Issued At: ${message.issuedAt}`)
    expect(message.toString()).toContain('your Base account:')
  })
  it('validates at once', () => {
    expect(() => createSiwxMessage({ ...EVM, accountAddress: 'nope' })).toThrow('accountAddress is not an EVM address')
  })
})

describe('generateNonce', () => {
  it('is alphanumeric, 16 characters by default, and never repeats', () => {
    const nonces = new Set(Array.from({ length: 500 }, () => generateNonce()))
    expect(nonces.size).toBe(500)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/)
  })
  it('takes a length of at least 8 (EIP-4361)', () => {
    expect(generateNonce(8)).toMatch(/^[A-Za-z0-9]{8}$/)
    expect(generateNonce(64)).toHaveLength(64)
    expect(() => generateNonce(7)).toThrow('A nonce needs at least 8 characters, got 7')
  })
  it('uses every character of the alphabet', () => {
    const seen = new Set(generateNonce(4000))
    expect(seen.size).toBe(62)
  })
})

import { describe, expect, it } from 'vitest'
import { blockchainApiRpcUrl, chainRpcUrls } from './rpc-urls.ts'

const network = { caipNetworkId: 'eip155:8453' as const, rpcUrls: { default: { http: ['http://127.0.0.1:1/', 'http://127.0.0.1:2/'] } } }

describe('chainRpcUrls', () => {
  it("lists the dApp's URLs, then the network's in order, then the Blockchain API's, each once", () => {
    const api = blockchainApiRpcUrl({ projectId: 'p1', endpoints: { blockchainApi: 'https://rpc.example.org' } }, 'eip155:8453')!
    expect(api).toBe('https://rpc.example.org/v1/?chainId=eip155%3A8453&projectId=p1')
    const urls = chainRpcUrls(network, {
      customRpcUrls: { 'eip155:8453': [{ url: 'https://mine.example/', config: { timeout: 500 } }, { url: 'http://127.0.0.1:2/' }], 'eip155:1': [{ url: 'https://other/' }] },
      blockchainApiUrl: api,
    })
    expect(urls.map((u) => u.url)).toEqual(['https://mine.example/', 'http://127.0.0.1:2/', 'http://127.0.0.1:1/', api])
    expect(urls[0]!.config).toEqual({ timeout: 500 })
  })

  it('has no Blockchain API URL without a projectId (the proxy refuses such calls)', () => {
    expect(blockchainApiRpcUrl({ endpoints: { blockchainApi: 'https://rpc.example.org' } }, 'eip155:8453')).toBeUndefined()
    expect(blockchainApiRpcUrl({ projectId: '', endpoints: { blockchainApi: 'https://rpc.example.org' } }, 'eip155:8453')).toBeUndefined()
  })

  it('has no last resort when the API does not serve the chain', () => {
    expect(chainRpcUrls(network, {}).map((u) => u.url)).toEqual(['http://127.0.0.1:1/', 'http://127.0.0.1:2/'])
  })
})

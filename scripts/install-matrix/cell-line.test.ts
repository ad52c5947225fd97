import { describe, expect, it } from 'vitest'
import { cellLine, gist } from './cell-line.ts'

describe('cellLine', () => {
  it('names the cell, the resolved versions in order and the steps of a passing cell', () => {
    const line = cellLine({ name: 'npm vite-wagmi', versions: { react: '19.2.0', viem: '2.40.0', wagmi: '3.7.7', '@wagmi/core': '3.6.5' }, steps: ['install', 'tsc', 'build', 'connect'], seconds: 83.6 })
    expect(line).toBe('PASS npm vite-wagmi  react 19.2.0 · viem 2.40.0 · wagmi 3.7.7 · @wagmi/core 3.6.5  (install, tsc, build, connect; 84 s)')
  })

  it('leaves out what the app does not have, and gives the failing step with the first line of its message', () => {
    const line = cellLine({
      name: 'yarn vite-react',
      versions: { react: '19.2.0', viem: undefined, wagmi: undefined },
      failure: { step: 'build', message: 'Rolldown failed to resolve import "reflect-metadata/lite"\n  at …' },
      steps: ['install', 'tsc', 'build'],
      seconds: 40,
    })
    expect(line).toBe('FAIL yarn vite-react  react 19.2.0  (FAIL at build: Rolldown failed to resolve import "reflect-metadata/lite"; 40 s)')
  })

  it('says so when the install resolved nothing', () => {
    expect(cellLine({ name: 'npm next', versions: {}, failure: { step: 'install', message: 'ERESOLVE' }, steps: ['install'], seconds: 3 })).toMatch(/^FAIL npm next {2}nothing resolved {2}\(FAIL at install: ERESOLVE; 3 s\)$/)
  })
})

describe('gist', () => {
  it("adds the first line of a command's log that names the cause", () => {
    const message = 'npm install x.tgz failed (exit code 1); log: /tmp/a.log\n\nadded 3 packages\nnpm error code ERESOLVE\nnpm error ERESOLVE could not resolve'
    expect(gist(message)).toBe('npm install x.tgz failed (exit code 1); log: /tmp/a.log — npm error code ERESOLVE')
  })

  it("prefers the line naming the cause to a build's header, and skips the echoed command", () => {
    const message = [
      'vite build failed (exit code 1); log: /tmp/b.log',
      '$ npm install --loglevel=error x.tgz',
      'error during build:',
      'Error: [vite]: Rolldown failed to resolve import "reflect-metadata/lite" from "node_modules/@inversifyjs/container/lib/index.js".',
    ].join('\n')
    expect(gist(message)).toBe('vite build failed (exit code 1); log: /tmp/b.log — Error: [vite]: Rolldown failed to resolve import "reflect-metadata/lite" from "node_modules/@inversifyjs/container/lib/index.js".')
  })

  it("reads only the last command's output", () => {
    const message = ['node dist/server.js failed (exit code 1); log: /tmp/c.log', '$ node -e probe', "ERR_MODULE_NOT_FOUND Cannot find package 'react'", '$ node dist/server.js', 'SiwxVerificationError: No RPC url provided'].join('\n')
    expect(gist(message)).toBe('node dist/server.js failed (exit code 1); log: /tmp/c.log — SiwxVerificationError: No RPC url provided')
  })

  it('keeps a one-line message as it is', () => {
    expect(gist('2 copies of viem: 2.40.0 (for app); 2.21.0 (for portico)')).toBe('2 copies of viem: 2.40.0 (for app); 2.21.0 (for portico)')
  })
})

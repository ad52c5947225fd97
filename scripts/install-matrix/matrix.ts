// `npm run test:install`: the install matrix. Packs portico (or takes PORTICO_TARBALL), starts the
// sandbox on the 'test' ports (PORTICO_TEST_PORT_OFFSET moves them), runs the cells two at a time and
// prints one line per cell. Exit code 1 if any cell failed.
// PORTICO_INSTALL_CELLS='npm vite-wagmi,pnpm vite-react' runs only the cells of those names.
import { mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sandboxPortsFromEnv } from '../../sandbox/ports.ts'
import { startSandbox } from '../../sandbox/startSandbox.ts'
import { testTarball } from '../package/pack.ts'
import { cellLine, type CellResult } from './cell-line.ts'
import { apps, cellName, cells } from './cells.ts'
import { launchChromium } from './connect.ts'
import { runCell } from './run-cell.ts'

/** Runs `work` over `items`, at most `limit` at once, keeping the items' order in the results. */
export async function pool<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

async function main(): Promise<number> {
  const only = process.env.PORTICO_INSTALL_CELLS?.split(',').filter(Boolean)
  const unknown = only?.filter((name) => !cells.some((cell) => cellName(cell) === name)) ?? []
  if (unknown.length) throw new Error(`no such cell: ${unknown.join(', ')} (the cells: ${cells.map(cellName).join(', ')})`)
  const chosen = cells.filter((cell) => !only?.length || only.includes(cellName(cell)))
  const started = Date.now()
  const tarball = await testTarball()
  const ports = sandboxPortsFromEnv('test')
  const workDir = join(tmpdir(), `portico-install-matrix-${ports.playground.port}`)
  await mkdir(workDir, { recursive: true })
  console.log(`install matrix: ${chosen.length} cells, tarball ${tarball}, work in ${workDir}`)

  const browserCells = chosen.some((cell) => cell.browser)
  // the browser cells connect to its wallet and chains; the backend cell verifies against chain A
  const sandbox = browserCells || chosen.some((cell) => apps[cell.app].framework === 'node') ? await startSandbox({ ports, mode: 'none', logLevel: 'warn' }) : undefined
  const browser = browserCells ? await launchChromium() : undefined
  let results: CellResult[]
  try {
    const endpoints = {
      chainA: `http://127.0.0.1:${ports.chainA.port}`,
      chainB: `http://127.0.0.1:${ports.chainB.port}`,
      api: `http://127.0.0.1:${ports.api.port}`,
      relay: `ws://127.0.0.1:${ports.relay.port}`,
      secureFrame: `http://127.0.0.1:${ports.secureFrame.port}`,
      walletPage: `http://127.0.0.1:${ports.wallet.port}/`,
    }
    results = await pool(chosen, 2, async (cell, index) => {
      const slug = cellName(cell).replace(/[^a-z0-9]+/gi, '-')
      // beside the examples' ports (playground + 7…10), clear of the other lanes' (+30, +60)
      const result = await runCell(cell, { tarball, dir: join(workDir, slug), sandbox: endpoints, port: ports.playground.port + 12 + index, browser })
      console.log(cellLine(result))
      return result
    })
  } finally {
    await browser?.close()
    await sandbox?.stop()
  }
  const failed = results.filter((r) => r.failure)
  console.log(`\ninstall matrix: ${results.length - failed.length} of ${results.length} cells passed in ${Math.round((Date.now() - started) / 1000)} s`)
  return failed.length ? 1 : 0
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main())

import { defineConfig } from 'vitest/config'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export default defineConfig({
  resolve: {
    alias: [
      { find: /^portico\/react$/, replacement: r('./ui/index.ts') },
      { find: /^portico\/wagmi$/, replacement: r('./ui/wagmi/index.ts') },
      { find: /^portico\/plugins\/evm$/, replacement: r('./plugins/evm/index.ts') },
      { find: /^portico\/plugins\/walletconnect$/, replacement: r('./plugins/walletconnect/index.ts') },
      { find: /^portico\/plugins\/solana$/, replacement: r('./plugins/solana/index.ts') },
      { find: /^portico\/plugins\/siwx$/, replacement: r('./plugins/siwx/index.ts') },
      { find: /^portico\/plugins\/receive$/, replacement: r('./plugins/receive/index.ts') },
      { find: /^portico\/plugins\/embedded-wallet$/, replacement: r('./plugins/embedded-wallet/index.ts') },
      { find: /^portico\/plugins\/send$/, replacement: r('./plugins/send/index.ts') },
      { find: /^portico\/plugins\/swap$/, replacement: r('./plugins/swap/index.ts') },
      { find: /^portico\/plugins\/onramp$/, replacement: r('./plugins/onramp/index.ts') },
      { find: /^portico\/plugins\/pay$/, replacement: r('./plugins/pay/index.ts') },
      { find: /^portico\/plugins\/history$/, replacement: r('./plugins/history/index.ts') },
      { find: /^portico\/plugins\/names$/, replacement: r('./plugins/names/index.ts') },
      { find: /^portico\/testing$/, replacement: r('./testing/index.ts') },
      { find: /^portico\/server$/, replacement: r('./server/index.ts') },
      { find: /^portico$/, replacement: r('./kernel/index.ts') },
    ],
  },
  test: {
    include: ['{kernel,plugins,ui,testing,sandbox,bench,scripts,server}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'testing/e2e/**'],
    environment: 'node',
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where many files
    // wait on a real anvil, relay or Chromium, so a second worker nearly halves the run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})

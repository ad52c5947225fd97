// README.md's React quickstart, followed as a reader would in a new Vite app: the scaffold that
// `npm create vite@latest -- --template react-ts` writes (its page, main.tsx and config; written here
// so the run needs no template download), the README's own `npm install` line with portico taken
// from the packed tarball, the README's `src/appkit.ts` (its sandbox variant, pointed at this run's
// sandbox ports) and `src/App.tsx` blocks as they are, `tsc`, a production build, and a visitor
// who connects the Sandbox Wallet with the page's Connect Wallet button.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { expect, test } from '@playwright/test'
import { readQuickstart } from '../../../scripts/docs/readme-quickstart.ts'
import { REPO_ROOT } from '../../../scripts/docs/entry-points.ts'
import { examplesWorkDir } from '../../../scripts/examples/examples.ts'
import { run } from '../../../scripts/examples/run.ts'
import { serveCommand, startServer, type Server } from '../../../scripts/examples/serve.ts'
import { testTarball } from '../../../scripts/package/pack.ts'
import { sandboxPortsFromEnv } from '../../../sandbox/ports.ts'
import { ANVIL_ACCOUNT_0 } from '../../accounts.ts'
import { e2eUrls } from '../sandbox.ts'
import { installSandboxWallet, watchConsole } from './example-flow.ts'

const workDir = examplesWorkDir(sandboxPortsFromEnv('test').playground.port)
const app = join(workDir, 'readme-quickstart')
const log = join(workDir, 'readme-quickstart.log')
// away from the examples' ports, and apart per e2e sandbox
const port = Number(process.env.PORTICO_TEST_README_APP_PORT ?? 15184 + (sandboxPortsFromEnv('test').playground.port - 5173))

/**
 * What `npm create vite@latest my-dapp -- --template react-ts` gives today (create-vite 9: TypeScript 7,
 * `tsc -b` over an app and a node project with the template's lint flags), reduced to what builds and serves.
 */
const appCompilerOptions = {
  tsBuildInfoFile: './node_modules/.tmp/tsconfig.app.tsbuildinfo',
  target: 'es2023',
  lib: ['ES2023', 'DOM'],
  module: 'esnext',
  types: ['vite/client'],
  allowArbitraryExtensions: true,
  skipLibCheck: true,
  moduleResolution: 'bundler',
  allowImportingTsExtensions: true,
  verbatimModuleSyntax: true,
  moduleDetection: 'force',
  noEmit: true,
  jsx: 'react-jsx',
  noUnusedLocals: true,
  noUnusedParameters: true,
  erasableSyntaxOnly: true,
  noFallthroughCasesInSwitch: true,
}
const scaffold: Record<string, string> = {
  'package.json': JSON.stringify(
    {
      name: 'my-dapp',
      private: true,
      type: 'module',
      scripts: { dev: 'vite', build: 'tsc -b && vite build', preview: 'vite preview' },
      dependencies: { react: '^19.2.0', 'react-dom': '^19.2.0' },
      devDependencies: {
        '@types/node': '^24.0.0',
        '@types/react': '^19.2.0',
        '@types/react-dom': '^19.2.0',
        '@vitejs/plugin-react': '^6.0.0',
        typescript: '~7.0.2',
        vite: '^8.0.0',
      },
    },
    null,
    2,
  ),
  'index.html':
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <link rel="icon" href="data:," />\n    <title>my-dapp</title>\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n',
  'vite.config.ts': "import { defineConfig } from 'vite'\nimport react from '@vitejs/plugin-react'\n\nexport default defineConfig({ plugins: [react()] })\n",
  'tsconfig.json': JSON.stringify({ files: [], references: [{ path: './tsconfig.app.json' }, { path: './tsconfig.node.json' }] }),
  'tsconfig.app.json': JSON.stringify({ compilerOptions: appCompilerOptions, include: ['src'] }),
  'tsconfig.node.json': JSON.stringify({
    compilerOptions: {
      ...appCompilerOptions,
      tsBuildInfoFile: './node_modules/.tmp/tsconfig.node.tsbuildinfo',
      lib: ['ES2023'],
      types: ['node'],
      module: 'nodenext',
      moduleResolution: undefined,
      jsx: undefined,
      allowArbitraryExtensions: undefined,
    },
    include: ['vite.config.ts'],
  }),
  'src/main.tsx':
    "import { StrictMode } from 'react'\nimport { createRoot } from 'react-dom/client'\nimport App from './App.tsx'\n\ncreateRoot(document.getElementById('root')!).render(\n  <StrictMode>\n    <App />\n  </StrictMode>,\n)\n",
}

/** The README's sandbox defaults, moved to this run's sandbox (its ports follow PORTICO_TEST_PORT_OFFSET). */
function toThisSandbox(code: string): string {
  return code
    .replaceAll("'http://127.0.0.1:8545'", `'${e2eUrls.chainA}'`)
    .replaceAll("'http://127.0.0.1:4000'", `'${e2eUrls.api}'`)
    .replaceAll("'ws://127.0.0.1:4002'", `'${e2eUrls.relay}'`)
}

let server: Server | undefined

test.beforeAll(async () => {
  test.setTimeout(10 * 60_000)
  const quickstart = readQuickstart(await readFile(join(REPO_ROOT, 'README.md'), 'utf8'))
  const appkit = quickstart.files['src/appkit.ts']?.find((file) => file.variant === 'against the local sandbox')
  const appFile = quickstart.files['src/App.tsx']?.[0]
  expect(appkit, "README's src/appkit.ts against the local sandbox").toBeDefined()
  expect(appFile, "README's src/App.tsx").toBeDefined()

  await rm(app, { recursive: true, force: true })
  for (const [path, text] of Object.entries({ ...scaffold, 'src/appkit.ts': toThisSandbox(appkit!.code), 'src/App.tsx': appFile!.code })) {
    await mkdir(dirname(join(app, path)), { recursive: true })
    await writeFile(join(app, path), text)
  }
  const tarball = await testTarball()
  const packages = quickstart.packages.map((name) => (name === 'portico' ? tarball : name))
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...packages], { cwd: app, log })
  await run('npm', ['run', 'build'], { cwd: app, log })
  const [command, args] = serveCommand('vite', app, port)
  server = await startServer(command, args, { cwd: app, url: `http://127.0.0.1:${port}/`, log })
})
test.afterAll(() => server?.stop())

test("the README's quickstart gives a working Connect button against the sandbox", async ({ page }) => {
  const problems = watchConsole(page)
  await installSandboxWallet(page)
  await page.goto(server!.url)
  await expect(page.getByRole('main')).toContainText('disconnected')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Sandbox Wallet' }).click()
  const prompt = page.getByRole('dialog', { name: 'Sandbox Wallet request' })
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await expect(prompt).toHaveCount(0)
  // the README's useAppKitAccount() line: "{status} {address}"
  await expect(page.getByRole('main').getByText(`connected ${ANVIL_ACCOUNT_0.address}`)).toBeVisible()
  await expect(page.getByRole('button', { name: new RegExp(ANVIL_ACCOUNT_0.address.slice(0, 6), 'i') })).toBeVisible()
  expect(problems).toEqual([])
})

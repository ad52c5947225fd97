// Before the examples' specs: take the run's tarball (packed once by `npm test`), install it into a
// copy of each example (side by side: mostly waiting on the npm cache), then build each one in turn
// (CPU-bound). Each step's time shows in the report.
import { test } from '@playwright/test'
import { examples, type ExampleName } from '../../../scripts/examples/examples.ts'
import { buildExampleApp, exampleInRun, installExampleApp, packPortico } from './example-app.ts'

test.describe.configure({ mode: 'serial', timeout: 10 * 60_000 })

// PORTICO_EXAMPLES=vite-wagmi,next prepares only those (the specs of the others skip)
const names = (Object.keys(examples) as ExampleName[]).filter(exampleInRun)
let tarball: string

test('pack portico', async () => {
  tarball = await packPortico()
})

test('install the tarball into each example', async () => {
  await Promise.all(names.map((name) => installExampleApp(name, tarball)))
})

for (const name of names) {
  test(`build examples/${name} for production`, async () => {
    await buildExampleApp(name)
  })
}

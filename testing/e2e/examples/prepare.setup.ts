// Before the examples' specs: pack portico once, then install and build each example from that
// tarball. Timings go to the report.
import { test } from '@playwright/test'
import { examples, type ExampleName } from '../../../scripts/examples/examples.ts'
import { packPortico, prepareExample } from './example-app.ts'

test.describe.configure({ mode: 'serial', timeout: 10 * 60_000 })

let tarball: string

test('pack portico', async () => {
  tarball = await packPortico()
})

for (const name of Object.keys(examples) as ExampleName[]) {
  test(`install and build examples/${name}`, async () => {
    await prepareExample(name, tarball)
  })
}

// Writes ui/components/brand-paths.ts: the logos the modal shows (the social logins, WalletConnect)
// taken from the `simple-icons` package (CC0-1.0, a devDependency). The modal ships these few paths
// only: the package's index is a 5 MB module that would weigh on every integrator's dev server.
// Run: npx tsx scripts/brand-icons/generate.ts (its test fails while the file is not current).
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { brandPathsSource } from './source.ts'

const target = fileURLToPath(new URL('../../ui/components/brand-paths.ts', import.meta.url))
writeFileSync(target, await brandPathsSource())
console.log(`wrote ${target}`)

import { Wallet } from './wallet'

export default function Page() {
  return (
    <main>
      <h1>Portico + Next.js</h1>
      <Wallet />
    </main>
  )
}

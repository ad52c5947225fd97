// An app written for wagmi: every account, balance, read, write, chain switch and disconnect below is
// a wagmi hook. Only the button (the modal's trigger) is Portico's.
import { useEffect, useState } from 'react'
import { AppKitButton } from 'portico/react'
import { erc20Abi, formatUnits, isAddress, parseUnits } from 'viem'
import { useBalance, useChainId, useConnection, useDisconnect, useReadContract, useSwitchChain, useWaitForTransactionReceipt, useWriteContract } from 'wagmi'
import { SUSDC } from './config'

export function App() {
  const { address, status } = useConnection()
  const chainId = useChainId()
  const balance = useBalance({ address })
  const susdc = useReadContract({ address: SUSDC, abi: erc20Abi, functionName: 'balanceOf', args: address ? [address] : undefined, query: { enabled: !!address } })
  const { chains, switchChain, error: switchError } = useSwitchChain()
  const { disconnect } = useDisconnect()
  const { writeContract, data: hash, error: writeError, isPending, reset } = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash })
  const [to, setTo] = useState('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  const [amount, setAmount] = useState('5')

  // a confirmed transfer changes both balances
  const confirmed = receipt.data?.status
  useEffect(() => {
    if (confirmed) void susdc.refetch()
  }, [confirmed]) // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <main>
      <h1>Portico + wagmi + Vite</h1>
      <AppKitButton />
      <p>
        Status: <output aria-label="Status">{status}</output>
      </p>
      <p>
        Address: <output aria-label="Address">{address ?? 'none'}</output>
      </p>
      <p>
        Chain: <output aria-label="Chain">{chainId}</output>
      </p>
      <p>
        Balance: <output aria-label="Balance">{balance.data ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}` : '…'}</output>
      </p>
      <p>
        sUSDC: <output aria-label="sUSDC balance">{susdc.data !== undefined ? formatUnits(susdc.data, 6) : '…'}</output>
      </p>

      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (!isAddress(to)) return
          reset()
          writeContract({ address: SUSDC, abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(amount, 6)] })
        }}
      >
        <label>
          Recipient <input value={to} onChange={(e) => setTo(e.target.value)} />
        </label>{' '}
        <label>
          Amount <input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" />
        </label>{' '}
        <button type="submit" disabled={status !== 'connected' || isPending}>
          Send sUSDC
        </button>
      </form>
      <p>
        Transaction: <output aria-label="Transaction">{hash ?? 'none'}</output>
      </p>
      <p>
        Transaction status: <output aria-label="Transaction status">{writeError ? 'failed' : isPending ? 'pending' : hash ? (receipt.data?.status ?? 'confirming') : 'none'}</output>
      </p>
      {writeError ? <p role="alert">{writeError.message.split('\n')[0]}</p> : null}

      <p>
        {chains.map((chain) => (
          <button key={chain.id} type="button" disabled={chain.id === chainId || status !== 'connected'} onClick={() => switchChain({ chainId: chain.id })}>
            Switch to {chain.name}
          </button>
        ))}
      </p>
      {switchError ? <p role="alert">{switchError.message.split('\n')[0]}</p> : null}
      <button type="button" disabled={status !== 'connected'} onClick={() => disconnect()}>
        Disconnect
      </button>
    </main>
  )
}

import { TOKENS } from '../../../kernel/index.ts'
import { useKernel } from '../../app-kit/context.tsx'
import { NetworkList } from '../../components/network-list.tsx'

export const title = 'Choose Network'
export const titleId = 'networks.title'

/**
 * Every configured network, grouped by family; a successful switch goes back to where the visitor
 * came from. A network of a namespace that is not connected, while another is, leads on to the
 * wallets that connect that namespace (switching makes that namespace active).
 */
export default function NetworksView() {
  const kernel = useKernel()
  return (
    <NetworkList
      onSwitched={(network) => {
        const router = kernel.get(TOKENS.router)
        // the kernel may already have moved on (or closed the modal) when the wallet answered
        if (!kernel.get(TOKENS.modal).get().open || router.get().view !== 'Networks') return
        const accounts = Object.values(kernel.get(TOKENS.connection).get())
        const ns = network.chainNamespace
        const connectedElsewhere = accounts.some((a) => a.namespace !== ns && a.status === 'connected')
        if (connectedElsewhere && accounts.find((a) => a.namespace === ns)?.status !== 'connected') router.push('Connect', { namespace: ns })
        else router.goBack()
      }}
    />
  )
}

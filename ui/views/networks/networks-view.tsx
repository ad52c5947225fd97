import { TOKENS } from '../../../kernel/index.ts'
import { useKernel } from '../../app-kit/context.tsx'
import { NetworkList } from '../../components/network-list.tsx'

export const title = 'Choose Network'

/** Every configured network; a successful switch goes back to where the visitor came from. */
export default function NetworksView() {
  const kernel = useKernel()
  return (
    <NetworkList
      onSwitched={() => {
        const router = kernel.get(TOKENS.router)
        // the kernel may already have moved on (or closed the modal) when the wallet answered
        if (kernel.get(TOKENS.modal).get().open && router.get().view === 'Networks') router.goBack()
      }}
    />
  )
}

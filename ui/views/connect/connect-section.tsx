import { useEffect, useState } from 'react'
import { TOKENS } from '../../../kernel/index.ts'
import { useKernel } from '../../app-kit/context.tsx'
import { loadView } from '../load-view.ts'
import type { ViewModule } from '../view-props.ts'

/**
 * The contract for a plugin to add a section at the top of the Connect view (e.g. the embedded
 * wallet's email field): it contributes a view named `ConnectSection`. The shell knows no plugin:
 * it renders that view here once its chunk has loaded, and nothing when no plugin contributes one
 * or the chunk fails (the wallets below stay usable).
 */
export const CONNECT_SECTION_VIEW = 'ConnectSection'

type Tracked = Promise<ViewModule> & { value?: ViewModule }

export function PluginConnectSection() {
  const kernel = useKernel()
  const loader = kernel.get(TOKENS.views).get(CONNECT_SECTION_VIEW)
  const [module, setModule] = useState<ViewModule | undefined>(() => (loader ? (loadView(loader) as Tracked).value : undefined))
  useEffect(() => {
    if (!loader || module) return
    let live = true
    loadView(loader).then(
      (loaded) => live && setModule(loaded),
      (error: unknown) => kernel.get(TOKENS.logger).warn('The Connect view section did not load', error),
    )
    return () => {
      live = false
    }
  }, [loader, module, kernel])
  if (!module) return null
  const Section = module.default
  // a section view takes no data
  return <Section data={undefined as never} />
}

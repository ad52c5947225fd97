import { useEffect, useState } from 'react'
import { TOKENS } from '../../kernel/index.ts'
import { useKernel } from '../app-kit/context.tsx'
import { loadView } from './load-view.ts'
import type { ViewModule } from './view-props.ts'

type Tracked = Promise<ViewModule> & { value?: ViewModule }

/**
 * A section a plugin adds to a core view by contributing a view of that name (e.g. the embedded
 * wallet's email field in Connect, its account section in Account), with the data that section's
 * contract names. The shell knows no plugin: it renders that view once its chunk has loaded, and
 * nothing when no plugin contributes one or the chunk fails (the rest of the view stays usable).
 */
export function PluginSection({ name, data }: { name: string; data?: unknown }) {
  const kernel = useKernel()
  const loader = kernel.get(TOKENS.views).get(name)
  const [module, setModule] = useState<ViewModule | undefined>(() => (loader ? (loadView(loader) as Tracked).value : undefined))
  useEffect(() => {
    if (!loader || module) return
    let live = true
    loadView(loader).then(
      (loaded) => live && setModule(loaded),
      (error: unknown) => kernel.get(TOKENS.logger).warn(`The ${name} section did not load`, error),
    )
    return () => {
      live = false
    }
  }, [loader, module, kernel, name])
  if (!module) return null
  const Section = module.default
  // a section's data is its own contract (e.g. ConnectSectionData)
  return <Section data={data as never} />
}

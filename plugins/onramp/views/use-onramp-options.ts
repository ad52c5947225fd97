// The on-ramp options, asked once per view shown (the API falls back to a built-in list, so
// this never fails).
import { useEffect, useState } from 'react'
import type { Kernel } from 'portico'
import type { OnrampOptions } from '../onramp-api.ts'
import { ONRAMP_API } from '../token.ts'

export function useOnrampOptions(kernel: Kernel): OnrampOptions | undefined {
  const [options, setOptions] = useState<OnrampOptions>()
  useEffect(() => {
    let live = true
    void kernel
      .get(ONRAMP_API)
      .getOnrampOptions()
      .then((answer) => {
        if (live) setOptions(answer)
      })
    return () => {
      live = false
    }
  }, [kernel])
  return options
}

// The on-ramp options, asked once per view shown (the API falls back to a built-in list, so
// this never fails).
import { useEffect, useState } from 'react'
import { TOKENS, type Kernel, type OnrampOptions } from 'portico'

export function useOnrampOptions(kernel: Kernel): OnrampOptions | undefined {
  const [options, setOptions] = useState<OnrampOptions>()
  useEffect(() => {
    let live = true
    void kernel
      .get(TOKENS.blockchainApi)
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

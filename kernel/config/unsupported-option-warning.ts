// Apart from the list of known options, so the page's first bundle (updateFeatures) takes only this.

/** The console warning for one option Portico does not support ("adapters", "features.reownAuthentication"). */
export function unsupportedOptionWarning(name: string): string {
  return `Option "${name}" is not supported by Portico and is ignored (see the AppKit migration guide for what to use instead)`
}

// How a hosted API request names who sent it, made from the options in this one place: the common
// query (projectId, st, sv) that the API context's requests carry, and the project alone for the
// endpoints that take no st or sv. It imports nothing, so any part (the RPC URLs, the bundler route,
// the options' own types) may use it without an import cycle.
/** How a hosted API request says who sent it: the project, the SDK type and the SDK version. */
export type CommonQuery = {
  projectId: string | undefined
  /** The SDK type, e.g. `appkit`. */
  st: string
  /** The SDK version, e.g. `html-portico-0.1.0`. */
  sv: string
}

/** The one place the common query is made from the options: every hosted API request carries it. */
export function commonQuery(options: { projectId?: string | undefined; sdkType: string; sdkVersion: string }): CommonQuery {
  return { ...projectQuery(options), st: options.sdkType, sv: options.sdkVersion }
}

/** The common query's project alone, for the endpoints that take no st or sv (the RPC proxy, the bundler route). */
export function projectQuery(options: { projectId?: string | undefined }): Pick<CommonQuery, 'projectId'> {
  return { projectId: options.projectId }
}

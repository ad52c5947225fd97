// GET /projects/v1/origins: the project's allowed origins.
import { json } from '../http.ts'
import type { ApiRoute } from '../state.ts'

export const originRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/projects/v1/origins',
    handle({ projectId, state }) {
      const project = state.projects.find((p) => p.id === projectId)!
      return json({ allowedOrigins: project.allowedOrigins })
    },
  },
]

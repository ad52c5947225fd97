// A plugin written only against what a third party has: the plugin contract of `portico` and the
// shell's one door for plugins (ui/kit). It adds an Account feature with its own view, a Connect
// section and an API client; its test shows all three in the modal, so a new feature needs no edit
// to kernel/ or ui/.
import { ContainerModule, type ServiceIdentifier } from 'inversify'
import { TOKENS, type ApiContext, type Plugin } from 'portico'

declare module 'portico' {
  interface ViewData {
    FixtureQuote: undefined
  }
}

export interface Quote {
  text: string
  author: string
}

/** Its API client: one endpoint of the Blockchain API's host, asked through the kernel's API context (project query included). */
export interface QuoteApi {
  quoteOfTheDay(): Promise<Quote>
}

export const QUOTE_API = Symbol('fixture.quoteApi') as ServiceIdentifier<QuoteApi>

export function createQuoteApi(ctx: Pick<ApiContext, 'http'>): QuoteApi {
  return {
    async quoteOfTheDay() {
      const answer = await ctx.http.get<{ text?: unknown; author?: unknown }>('/v1/fixture/quote')
      if (typeof answer.text !== 'string' || typeof answer.author !== 'string') throw new Error('the quote API answered without a text and an author')
      return { text: answer.text, author: answer.author }
    },
  }
}

export function fixturePlugin(): Plugin {
  return {
    id: 'fixture-quotes',
    services: new ContainerModule(({ bind }) => {
      bind(QUOTE_API)
        .toDynamicValue((c) => createQuoteApi(c.get(TOKENS.apiContext)))
        .inSingletonScope()
    }),
    views: {
      FixtureQuote: () => import('./quote-view.tsx'),
      ConnectSection: () => import('./connect-section.tsx'),
    },
    accountFeatures: [{ id: 'quote', view: 'FixtureQuote', label: 'Quote of the day' }],
  }
}

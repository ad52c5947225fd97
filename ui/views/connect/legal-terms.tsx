// The app's terms at the Connect view: stated at its foot, or (features.legalCheckbox) a box the
// visitor ticks to agree before any wallet, email or social login can be used.
import type { ReactNode } from 'react'
import { richText } from '../../i18n/rich-text.tsx'
import { useTranslate } from '../../i18n/use-translate.ts'
import messages from '../../messages/compiled/en.ts'
import type { LegalLinks } from './legal-agreement.ts'

const LINK_CLASS = 'font-medium text-fg underline underline-offset-2 hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent'

/** The two links by name, each opening in a new tab (the modal and its connection stay). */
function useLinks(links: LegalLinks): Record<string, ReactNode> {
  const t = useTranslate(messages)
  const link = (href: string | undefined, text: string) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
        {text}
      </a>
    ) : (
      text
    )
  return { has: links.has, terms: link(links.terms, t('connect.legal.terms')), privacy: link(links.privacy, t('connect.legal.privacy')) }
}

export function LegalFooter({ links }: { links: LegalLinks }) {
  const t = useTranslate(messages)
  const values = useLinks(links)
  return (
    <p className="m-0 border-t border-line px-2 pt-3 text-center text-xs text-muted" data-testid="connect-legal">
      {richText((v) => t('connect.legal.footer', v), values)}
    </p>
  )
}

export interface LegalCheckboxProps {
  links: LegalLinks
  agreed: boolean
  onChange(agreed: boolean): void
  /** The id of the reason the controls below are disabled, shown while the box is not ticked. */
  reasonId: string
}

export function LegalCheckbox({ links, agreed, onChange, reasonId }: LegalCheckboxProps) {
  const t = useTranslate(messages)
  const values = useLinks(links)
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-line px-3 py-2.5" data-testid="connect-legal-checkbox">
      <label className="flex items-start gap-2.5 text-sm text-fg">
        <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-accent" checked={agreed} onChange={(event) => onChange(event.target.checked)} />
        <span>{richText((v) => t('connect.legal.agree', v), values)}</span>
      </label>
      {!agreed && (
        <p id={reasonId} className="m-0 ps-[1.625rem] text-xs text-muted">
          {t('connect.legal.required')}
        </p>
      )}
    </div>
  )
}

import type { ButtonHTMLAttributes, ReactNode } from 'react'

export interface ListItemButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon?: ReactNode
  /** Rendered as text: a wallet's or network's name, never HTML. */
  label: string
  trailing?: ReactNode
}

/** A row in a list of wallets or networks; its accessible name is `label`. */
export function ListItemButton({ icon, label, trailing, className = '', ...props }: ListItemButtonProps) {
  return (
    <button
      type="button"
      {...props}
      className={`flex w-full items-center gap-3 rounded-lg bg-surface px-3 py-2.5 text-start text-base font-medium text-fg transition-colors hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60 aria-[current=true]:ring-2 aria-[current=true]:ring-accent ${className}`}
    >
      {icon}
      {/* a long name ends in an ellipsis; the tooltip gives it whole */}
      <span className="min-w-0 flex-1 truncate" title={label}>
        {label}
      </span>
      {trailing}
    </button>
  )
}

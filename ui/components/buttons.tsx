import type { ButtonHTMLAttributes } from 'react'

const base =
  'inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg px-4 text-base font-semibold transition-[filter,background-color] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60'

export function PrimaryButton({ className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" {...props} className={`${base} bg-accent text-accent-fg hover:brightness-110 ${className}`} />
}

export function SecondaryButton({ className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" {...props} className={`${base} border border-line bg-surface text-fg hover:bg-surface-hover ${className}`} />
  )
}

/** A text input drawn inside its own bordered field (the field draws the border and focus ring). */
export const BARE_INPUT_CLASS = 'bg-transparent text-base text-fg outline-none placeholder:text-muted'

/** The bordered field such an input sits in; its border takes the error colour while the value is refused. */
export const fieldClass = (invalid = false) =>
  `flex h-11 items-center rounded-lg border bg-surface px-3 focus-within:outline-2 focus-within:outline-accent ${invalid ? 'border-error' : 'border-line'}`

/** A text input drawn inside its own bordered field (the field draws the border and focus ring). */
export const BARE_INPUT_CLASS = 'bg-transparent text-base text-fg outline-none placeholder:text-muted'

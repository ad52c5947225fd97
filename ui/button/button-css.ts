/** The buttons' whole stylesheet: hand-written, a few hundred bytes, no Tailwind in the initial bundle. */
export const buttonCss = `
:host{all:initial;display:inline-block;vertical-align:middle;font-family:var(--pc-font);-webkit-font-smoothing:antialiased}
:host([data-font-pending]){visibility:hidden}
button{all:unset;box-sizing:border-box;display:inline-flex;align-items:center;gap:8px;height:40px;padding:0 16px;border-radius:calc(var(--pc-radius-master) * 4);background:var(--pc-accent);color:var(--pc-accent-fg);font:600 14px/1 var(--pc-font);white-space:nowrap;cursor:pointer;transition:filter .15s,background-color .15s}
button:hover{filter:brightness(1.12)}
button:focus-visible{outline:2px solid var(--pc-accent);outline-offset:2px}
button[data-variant=account],button[data-variant=network]{background:var(--pc-surface);color:var(--pc-fg);border:1px solid var(--pc-line)}
button[data-variant=account]:hover,button[data-variant=network]:hover{filter:none;background:var(--pc-surface-hover)}
button[aria-busy=true]{cursor:progress}
.muted{color:var(--pc-muted);font-weight:500}
.dot{width:8px;height:8px;border-radius:50%;background:var(--pc-success)}
.dot[data-unsupported]{background:var(--pc-error)}
.spinner{width:14px;height:14px;box-sizing:border-box;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:pc-spin .8s linear infinite}
@keyframes pc-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.spinner{animation-duration:2.4s}}
`

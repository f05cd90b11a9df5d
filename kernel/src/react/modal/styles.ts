// The modal's styles, scoped under .kp-root and driven by the theme's custom properties. Plugins
// use these classes in their views; their own CSS goes in the plugin through useStyles.
//
// Shell (the modal's own):  kp-overlay kp-card kp-card--shake kp-card--dragging kp-sheet-handle kp-header kp-title
//   kp-icon-spacer kp-body-viewport kp-body kp-view kp-view--forward kp-view--back
// Layout and text:  kp-stack kp-text kp-text--muted kp-text--strong kp-text--small kp-link
//   kp-legal kp-legal-check kp-checkbox kp-fieldset kp-sr-only; kp-flip-rtl (wrap a directional
//   glyph, a chevron or an arrow, so it points the other way right to left)
// Buttons:  kp-button (primary) kp-button--secondary kp-button--ghost kp-button--block
//   kp-icon-button (give it an aria-label)
// List rows:  kp-list > kp-list-row (a button) with kp-list-row-icon kp-list-row-label
//   kp-list-row-end (badge and chevron)
// Forms:  kp-field > kp-label + kp-input (or kp-input-group > kp-input-icon + kp-input) +
//   kp-field-hint / kp-field-error (tie both to the input with aria-describedby; set
//   aria-invalid="true" on the input to colour its border); kp-input-group--end + kp-input-end for
//   a button inside the field's end
// Loading and empty:  kp-loading kp-spinner kp-spinner--small; kp-skeleton (aria-hidden, inside a
//   role="status" with kp-sr-only text) with kp-skeleton--text kp-skeleton--circle, and
//   kp-skeleton-row to lay a circle and lines in a row; kp-empty-state > kp-empty-state-icon
//   kp-empty-state-title kp-empty-state-text (+ a button saying what to do next); kp-empty (legacy)
// Small parts:  kp-badge kp-badge--accent kp-badge--success; kp-divider (a div whose text, such
//   as "or", sits between two lines; empty, it is one line)
// Feedback:  kp-notice kp-notice--error kp-notice--success kp-toast-region kp-toast
//   kp-toast--error kp-toast--success
//
// Below 430 px the card is a bottom sheet and every control in it is at least 44 px tall.
// Everything moves with transforms and opacity only, and nothing moves under reduced motion.
// The shake keeps the opening animation first in its list: changing the list otherwise restarts
// the finished opening fade, and the card flashes half-transparent after every refused close.
const ease = 'cubic-bezier(.2,.8,.2,1)'
const m = (factor: number) => `calc(var(--kp-font-size-master) * ${factor})`
const r = (factor: number) => `calc(var(--kp-border-radius-master) * ${factor})`

const shellCss = `
.kp-root{font-family:var(--kp-font-family);font-size:${m(1.4)};color:var(--kp-color-fg);line-height:1.4;-webkit-font-smoothing:antialiased}
.kp-root[data-theme=dark]{color-scheme:dark}
.kp-root *,.kp-root *::before,.kp-root *::after{box-sizing:border-box}
.kp-overlay{position:fixed;inset:0;z-index:var(--kp-z-index);display:flex;align-items:center;justify-content:center;background:var(--kp-overlay);padding:16px;animation:kp-fade .15s ease-out}
.kp-card{position:relative;display:flex;flex-direction:column;width:100%;max-width:var(--kp-modal-width);max-height:calc(100vh - 32px);max-height:calc(100dvh - 32px);overflow:hidden;background:var(--kp-color-bg);border:1px solid var(--kp-color-border);border-radius:${r(5)};box-shadow:0 24px 64px -16px rgba(0,0,0,.35),0 2px 8px rgba(0,0,0,.08);outline:none;animation:kp-rise .24s ${ease}}
.kp-card--shake{animation:kp-rise .24s ${ease},kp-shake .35s ease-in-out}
.kp-sheet-handle{display:none}
.kp-header{display:grid;grid-template-columns:36px 1fr 36px;align-items:center;gap:8px;padding:14px 14px 6px;flex:none}
.kp-title{margin:0;text-align:center;font-size:${m(1.7)};font-weight:700;letter-spacing:-.01em;line-height:1.3;outline:none;overflow-wrap:anywhere}
.kp-icon-spacer{width:36px;height:36px}
.kp-header .kp-icon-button{background:transparent;color:var(--kp-color-fg-muted)}
.kp-header .kp-icon-button:hover{background:var(--kp-color-surface);color:var(--kp-color-fg)}
.kp-body-viewport{flex:1 1 auto;min-height:0;overflow-x:hidden;overflow-y:auto;overscroll-behavior:contain;transition:height .24s ${ease}}
.kp-body-viewport[data-measured]{height:var(--kp-body-height)}
.kp-body-viewport[data-moving]{overflow-y:hidden}
.kp-body{padding:8px 18px 18px}
.kp-view{animation:kp-view-in .24s ${ease} backwards}
.kp-view--initial{animation:none}
.kp-view--forward{--kp-view-from:20px}
.kp-view--back{--kp-view-from:-20px}
[dir=rtl] .kp-view--forward{--kp-view-from:-20px}
[dir=rtl] .kp-view--back{--kp-view-from:20px}
.kp-flip-rtl{display:inline-flex}
[dir=rtl] .kp-flip-rtl{transform:scaleX(-1)}
.kp-root :focus-visible{outline:2px solid var(--kp-color-focus);outline-offset:2px}
`

const controlsCss = `
.kp-stack{display:flex;flex-direction:column;gap:12px}
.kp-text{margin:0}
.kp-text--muted{color:var(--kp-color-fg-muted)}
.kp-text--strong{font-weight:600}
.kp-text--small{font-size:${m(1.25)}}
.kp-fieldset{border:0;margin:0;padding:0;min-width:0}
.kp-legal{font-size:${m(1.2)};text-align:center}
.kp-legal-check{display:flex;flex-direction:column;gap:4px}
.kp-checkbox{display:flex;align-items:flex-start;justify-content:center;gap:8px;text-align:start}
.kp-checkbox input{flex:none;width:16px;height:16px;margin:2px 0 0;accent-color:var(--kp-color-accent)}
.kp-link{color:inherit;text-decoration:underline;text-underline-offset:2px}
.kp-empty{text-align:center;padding:16px 0}
.kp-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;min-width:0;padding:10px 16px;border:1px solid transparent;border-radius:${r(3)};background:var(--kp-color-accent);color:var(--kp-color-on-accent);font:inherit;font-weight:600;line-height:1.25;text-align:center;overflow-wrap:anywhere;cursor:pointer;transition:filter .15s,background-color .15s,transform .1s}
.kp-button:hover:not(:disabled){filter:brightness(1.08)}
.kp-button:active:not(:disabled){transform:scale(.98)}
.kp-button--secondary{background:var(--kp-color-surface);color:var(--kp-color-fg);border-color:var(--kp-color-border)}
.kp-button--secondary:hover:not(:disabled),.kp-button--ghost:hover:not(:disabled){filter:none;background:var(--kp-color-surface-2)}
.kp-button--ghost{background:transparent;color:var(--kp-color-fg)}
.kp-button--block{display:flex;width:100%}
.kp-button:disabled{opacity:.6;cursor:not-allowed}
.kp-button svg,.kp-icon-button svg,.kp-list-row svg{flex:none}
.kp-icon-button{display:inline-flex;align-items:center;justify-content:center;flex:none;width:36px;height:36px;padding:0;border:0;border-radius:${r(100)};background:var(--kp-color-surface);color:var(--kp-color-fg);cursor:pointer;transition:background-color .15s,transform .1s}
.kp-icon-button:hover{background:var(--kp-color-surface-2)}
.kp-icon-button:active{transform:scale(.94)}
.kp-list{display:flex;flex-direction:column;gap:4px;margin:0;padding:0;list-style:none}
.kp-list-row{display:flex;align-items:center;gap:12px;width:100%;min-height:48px;padding:8px 10px;border:0;border-radius:${r(3)};background:var(--kp-color-surface);color:var(--kp-color-fg);font:inherit;font-weight:600;text-align:start;cursor:pointer;transition:background-color .15s}
.kp-list-row:hover:not(:disabled){background:var(--kp-color-surface-2)}
.kp-list-row:disabled{opacity:.6;cursor:not-allowed}
.kp-list-row-icon{display:inline-flex;align-items:center;justify-content:center;flex:none;width:32px;height:32px;border-radius:${r(2)};overflow:hidden}
.kp-list-row-label{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.kp-list-row-end{display:inline-flex;align-items:center;gap:8px;flex:none;margin-inline-start:auto;color:var(--kp-color-fg-muted)}
.kp-field{display:flex;flex-direction:column;gap:6px;min-width:0}
.kp-label{font-size:${m(1.3)};font-weight:600;color:var(--kp-color-fg)}
.kp-input{display:block;width:100%;min-width:0;min-height:44px;margin:0;padding:10px 12px;border:1px solid var(--kp-color-border-strong);border-radius:${r(3)};background:var(--kp-color-bg);color:var(--kp-color-fg);font:inherit;transition:border-color .15s,box-shadow .15s}
.kp-input::placeholder{color:var(--kp-color-fg-muted);opacity:1}
.kp-root .kp-input:focus-visible{outline:2px solid var(--kp-color-focus);outline-offset:0;border-color:var(--kp-color-focus)}
.kp-input[aria-invalid=true]{border-color:var(--kp-color-error)}
.kp-input:disabled{opacity:.6;cursor:not-allowed}
.kp-input-group{position:relative;display:flex;align-items:center;min-width:0}
.kp-input-group .kp-input-icon~.kp-input{padding-inline-start:40px}
.kp-input-icon{position:absolute;inset-inline-start:12px;display:inline-flex;color:var(--kp-color-fg-muted);pointer-events:none}
.kp-input-group--end .kp-input{padding-inline-end:52px}
.kp-input-end{position:absolute;inset-inline-end:4px}
.kp-field-hint,.kp-field-error{margin:0;font-size:${m(1.25)};overflow-wrap:anywhere}
.kp-field-hint{color:var(--kp-color-fg-muted)}
.kp-field-error{color:var(--kp-color-error)}
.kp-loading{display:flex;justify-content:center;padding:24px 0}
.kp-spinner{width:24px;height:24px;border:3px solid var(--kp-color-border);border-top-color:var(--kp-color-accent);border-radius:50%;animation:kp-spin .8s linear infinite;display:inline-block}
.kp-spinner--small{width:14px;height:14px;border-width:2px}
.kp-skeleton{display:block;width:100%;height:12px;border-radius:${r(2)};background-color:var(--kp-color-skeleton);background-image:linear-gradient(90deg,transparent,var(--kp-color-skeleton-shine),transparent);background-repeat:no-repeat;background-size:50% 100%;background-position:-100% 0;animation:kp-shimmer 1.4s ease-in-out infinite}
.kp-skeleton--text{width:60%;height:.9em}
.kp-skeleton--circle{flex:none;width:36px;height:36px;border-radius:50%}
.kp-skeleton-row{display:flex;align-items:center;gap:12px;padding:8px 0}
.kp-skeleton-row>div{display:flex;flex:1;flex-direction:column;gap:6px;min-width:0}
.kp-empty-state{display:flex;flex-direction:column;align-items:center;gap:8px;padding:24px 8px;text-align:center;color:var(--kp-color-fg-muted)}
.kp-empty-state-icon{display:inline-flex;align-items:center;justify-content:center;width:48px;height:48px;margin-block-end:4px;border-radius:50%;background:var(--kp-color-surface);color:var(--kp-color-fg-muted)}
.kp-empty-state-title{margin:0;color:var(--kp-color-fg);font-size:${m(1.5)};font-weight:600}
.kp-empty-state-text{margin:0;max-width:30ch}
.kp-badge{display:inline-flex;align-items:center;gap:4px;padding:2px 8px;border:1px solid var(--kp-color-border);border-radius:9999px;background:var(--kp-color-bg);color:var(--kp-color-fg-muted);font-size:${m(1.15)};font-weight:600;line-height:1.5;white-space:nowrap}
.kp-badge--accent{color:var(--kp-color-accent)}
.kp-badge--success{color:var(--kp-color-success)}
.kp-divider{display:flex;align-items:center;gap:12px;margin:4px 0;color:var(--kp-color-fg-muted);font-size:${m(1.25)}}
.kp-divider:empty{gap:0}
.kp-divider::before,.kp-divider::after{content:"";flex:1;height:1px;background:var(--kp-color-border)}
.kp-notice{display:flex;align-items:center;justify-content:space-between;gap:8px;margin:0 16px 8px;padding:8px 12px;border-radius:${r(3)};background:var(--kp-color-surface);border:1px solid var(--kp-color-border);flex:none}
.kp-notice--error{border-color:var(--kp-color-error)}
.kp-notice--success{border-color:var(--kp-color-success)}
.kp-toast-region{padding:0 16px;flex:none}
.kp-toast{display:flex;align-items:center;gap:8px;margin:0 0 16px;padding:8px 12px;border-radius:${r(3)};background:var(--kp-color-surface);border:1px solid var(--kp-color-border)}
.kp-toast--error{border-color:var(--kp-color-error)}
.kp-toast--success{border-color:var(--kp-color-success)}
.kp-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
`

// Below 430 px: a bottom sheet clear of the home indicator, with 44 px touch targets.
const sheetCss = `
@media (max-width:429.98px){
.kp-overlay{align-items:flex-end;padding:0}
.kp-card{max-width:none;max-height:90vh;max-height:90dvh;border-width:1px 0 0;border-radius:${r(6)} ${r(6)} 0 0;padding-bottom:env(safe-area-inset-bottom,0px);padding-inline:env(safe-area-inset-left,0px) env(safe-area-inset-right,0px);animation:kp-sheet-in .3s ${ease};transition:transform .3s ${ease}}
.kp-card--shake{animation:kp-sheet-in .3s ${ease},kp-shake .35s ease-in-out}
.kp-card.kp-card--dragging{transition:none;user-select:none}
.kp-sheet-handle{display:flex;justify-content:center;flex:none;padding:8px 0 2px;cursor:grab;touch-action:none}
.kp-sheet-handle::before{content:"";width:40px;height:5px;border-radius:9999px;background:var(--kp-color-border-strong)}
.kp-header{grid-template-columns:44px 1fr 44px;padding:4px 10px 4px;touch-action:none}
.kp-icon-spacer,.kp-icon-button{width:44px;height:44px}
.kp-card :is(button,[role=button],[role=tab],a.kp-button,select,.kp-input){min-height:44px}
.kp-card .kp-icon-button{min-width:44px}
.kp-input-group--end .kp-input{min-height:52px}
.kp-body{padding:8px 16px 16px}
}
@keyframes kp-spin{to{transform:rotate(360deg)}}
@keyframes kp-fade{from{opacity:0}}
@keyframes kp-rise{from{transform:translateY(8px) scale(.98);opacity:0}}
@keyframes kp-sheet-in{from{transform:translateY(100%)}}
@keyframes kp-view-in{from{opacity:0;transform:translateX(var(--kp-view-from,0))}}
@keyframes kp-shimmer{to{background-position:200% 0}}
@keyframes kp-shake{20%,60%{transform:translateX(-6px)}40%,80%{transform:translateX(6px)}}
@media (prefers-reduced-motion:reduce){
.kp-overlay,.kp-card,.kp-card--shake,.kp-view,.kp-spinner,.kp-skeleton{animation:none}
.kp-body-viewport[data-moving]{overflow-y:auto}
.kp-body-viewport,.kp-card,.kp-button,.kp-icon-button,.kp-list-row,.kp-input{transition:none}
}
`

export const modalCss = shellCss + controlsCss + sheetCss

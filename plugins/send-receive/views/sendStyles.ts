// The send and receive views' own styles, injected with useStyles so they load with the views'
// chunk; fields and empty states use the modal's shared classes (kp-field, kp-empty-state).
export const sendStylesId = 'send-receive-views'

export const sendCss = `
.kp-root .kp-elide{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.kp-root .kp-send-choice{justify-content:space-between;width:100%;min-width:0;font-weight:500;text-align:start}
.kp-root .kp-send-choice-name{display:flex;flex-direction:column;min-width:0;flex:1}
.kp-root .kp-send-choice-name>.kp-text--muted{font-weight:400}
.kp-root .kp-send-choice-balance{flex:0 1 auto;min-width:0;max-width:50%;font-weight:500}
.kp-root .kp-send-summary{margin:0;gap:8px}
.kp-root .kp-send-summary>div{display:flex;justify-content:space-between;flex-wrap:wrap;gap:4px 12px}
.kp-root .kp-send-summary dd{margin:0;margin-inline-start:auto;min-width:0;text-align:end;overflow-wrap:anywhere}
.kp-root .kp-mono{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere}
.kp-root .kp-send-outcome{font-size:1.25em}
.kp-root .kp-mono-wrap{overflow-wrap:anywhere}
.kp-root .kp-centered{align-items:center;text-align:center}
.kp-root .kp-receive-networks{list-style:none;margin:0;padding:0;gap:4px}
.kp-root .kp-section-heading{font-size:inherit}
.kp-root .kp-section{gap:4px;width:100%}
`

/** The network graph's frame: the canvas fills it; the loading or failure line sits over it. */
export const graphCss = /* css */ `
.fiu-graph { position: relative; min-width: 0; border: 1px solid var(--fiu-color-border, #d0d7de); border-radius: var(--fiu-radius-md, 6px);
  background: var(--fiu-color-surface, #fff); overflow: hidden; }
.fiu-graph__canvas { position: absolute; inset: 0; }
.fiu-graph__state { position: absolute; inset-inline: 0; top: 40%; margin: 0; text-align: center; color: var(--fiu-color-text-muted, #57606a); }
`;

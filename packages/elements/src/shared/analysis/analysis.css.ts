/** The analysis screens' shared layout: states of a tab, the date bar, panels. */
export const analysisCss = /* css */ `
.fiu-an { display: flex; flex-direction: column; gap: var(--fiu-space-3, 16px); padding: var(--fiu-space-3, 16px); min-width: 0; }
.fiu-an__title { margin: 0; font-size: var(--fiu-font-size-xl, 20px); }
.fiu-an__state { padding: var(--fiu-space-4, 24px) 0; display: flex; justify-content: center; }
.fiu-an__state > .fiu-banner { width: 100%; }
.fiu-an__bar { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--fiu-space-2, 8px) var(--fiu-space-3, 16px); }
.fiu-an__bar .fiu-field { margin: 0; min-width: 10rem; }
.fiu-an__bar-error { flex-basis: 100%; margin: 0; color: var(--fiu-color-danger, #b42318); }
.fiu-an__note { margin: 0; color: var(--fiu-color-text-muted); }
`;

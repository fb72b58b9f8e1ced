/** fiu-analysis-tools' own rules (the shared analysis layout comes from shared/analysis/analysis.css). */
export const analysisToolsCss = /* css */ `
.fiu-tools__advance { display: grid; gap: var(--fiu-space-4, 24px); padding-top: var(--fiu-space-3, 16px); max-width: 48rem; }
.fiu-tools__form { display: flex; flex-direction: column; gap: var(--fiu-space-3, 16px); }
.fiu-tools__actions { display: flex; flex-wrap: wrap; gap: var(--fiu-space-2, 8px); }
.fiu-tools__subtitle { margin: 0 0 var(--fiu-space-1, 4px); font-size: var(--fiu-font-size-lg, 16px); }
.fiu-tools__cdr { border-top: 1px solid var(--fiu-color-border); padding-top: var(--fiu-space-3, 16px); }
`;

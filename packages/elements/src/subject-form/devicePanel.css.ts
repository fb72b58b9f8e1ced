/** The device and location panel's rules (DevicePanel, a part that loads on demand: adopted when it renders). */
export const devicePanelCss = /* css */ `
.sf-dl {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  gap: var(--fiu-space-3) var(--fiu-space-5); margin: 0;
}
.sf-dl dt { color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); }
.sf-dl dd { margin: 0; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
`;
